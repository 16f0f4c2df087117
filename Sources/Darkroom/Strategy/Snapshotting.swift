import Foundation

/// A strategy for snapshotting values of one type as another: how to turn a `Value` into a
/// stable `Format`, and (through ``diffing``) how to store and compare that format.
///
/// Most strategies are made from simpler ones with ``pullback(_:)``:
///
/// ```swift
/// let receiptSummary = Snapshotting<String, String>.lines.pullback { (receipt: Receipt) in
///   "Receipt #\(receipt.number)\nCustomer: \(receipt.customer)"
/// }
/// assertSnapshot(of: receipt, as: receiptSummary)
/// ```
public struct Snapshotting<Value, Format>: Sendable {
  /// The file extension of reference files, without the dot (`"txt"`, `"json"`, `"png"`),
  /// or `nil` for none.
  public var pathExtension: String?

  /// How the format is stored and compared.
  public var diffing: Diffing<Format>

  let capture: SnapshotCapture<Value, Format>

  /// Creates a strategy from a function that turns a value into its format.
  ///
  /// ```swift
  /// let uppercased = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) {
  ///   $0.uppercased()
  /// }
  /// ```
  ///
  /// A thrown error fails the assertion with the error's description; it never crashes the
  /// test process.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    snapshot: @escaping @Sendable (_ value: Value) throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing, capture: .immediate(snapshot))
  }

  /// Creates a strategy whose snapshot arrives later, through a callback.
  ///
  /// This is swift-snapshot-testing's form; new code can use
  /// ``init(pathExtension:diffing:awaiting:)`` instead.
  ///
  /// ```swift
  /// let delayed = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { value in
  ///   Async { callback in DispatchQueue.global().async { callback(value) } }
  /// }
  /// ```
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    asyncSnapshot: @escaping @Sendable (_ value: Value) -> Async<Format>
  ) {
    self.init(
      pathExtension: pathExtension, diffing: diffing,
      capture: .callback { value, completion in
        asyncSnapshot(value).run { completion(.success($0)) }
      })
  }

  /// Creates a strategy whose snapshot is made by an `async` function.
  ///
  /// ```swift
  /// let fetched = Snapshotting<URL, String>(pathExtension: "txt", diffing: .lines) { url in
  ///   try await loadFixture(at: url)
  /// }
  /// await assertSnapshot(of: fixtureURL, as: fetched)
  /// ```
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    awaiting snapshot: @escaping @Sendable (_ value: Value) async throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing, capture: .concurrent(snapshot))
  }

  init(pathExtension: String?, diffing: Diffing<Format>, capture: SnapshotCapture<Value, Format>) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.capture = capture
  }

  /// Makes a strategy for a new type of value by first transforming it into this strategy's
  /// value. The file extension and the diffing stay the same.
  ///
  /// ```swift
  /// extension Snapshotting where Value == URLRequest, Format == String {
  ///   static let method = SimplySnapshotting.lines.pullback { (request: URLRequest) in
  ///     request.httpMethod ?? "GET"
  ///   }
  /// }
  /// ```
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (_ otherValue: NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing, capture: capture.pullback(transform))
  }

  /// Like ``pullback(_:)``, for a transformation that delivers its result through ``Async``.
  public func asyncPullback<NewValue>(
    _ transform: @escaping @Sendable (_ otherValue: NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing, capture: capture.asyncPullback(transform))
  }

  /// Like ``pullback(_:)``, for an `async` transformation.
  ///
  /// ```swift
  /// let rendered = Snapshotting<String, String>.lines.asyncPullback { (page: Page) in
  ///   await page.renderedText()
  /// }
  /// await assertSnapshot(of: page, as: rendered)
  /// ```
  public func asyncPullback<NewValue>(
    _ transform: @escaping @Sendable (_ otherValue: NewValue) async throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    Snapshotting<NewValue, Format>(
      pathExtension: pathExtension, diffing: diffing, capture: capture.awaitingPullback(transform))
  }
}

extension Snapshotting where Value == Format {
  /// Creates a strategy that stores the value itself.
  ///
  /// ```swift
  /// let bytes = Snapshotting<Data, Data>(pathExtension: "bin", diffing: .data)
  /// ```
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing, capture: .immediate { $0 })
  }
}

/// A strategy that stores values of its own type, like ``Snapshotting/lines``.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
