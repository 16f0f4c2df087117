/// Where the snapshot closure of an inline assertion is written: its label and its place
/// among the call's trailing closures.
///
/// Pass one when you write a helper that calls
/// ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:matches:fileID:file:function:line:column:)``,
/// so that snapshots are recorded into the helper's own closure, and pass the helper's
/// `#fileID`, `#filePath`, `#function`, `#line` and `#column` through:
///
/// ```swift
/// func assertRendered(
///   _ markdown: () -> String,
///   html expected: (() -> String)? = nil,
///   fileID: StaticString = #fileID, file: StaticString = #filePath,
///   function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///   assertInlineSnapshot(
///     of: render(markdown()), as: .lines,
///     syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "html", trailingClosureOffset: 1),
///     matches: expected, fileID: fileID, file: file, function: function, line: line, column: column)
/// }
///
/// assertRendered {
///   "*Hi*"
/// } html: {
///   """
///   <p><em>Hi</em></p>
///   """
/// }
/// ```
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
  /// The label of `assertInlineSnapshot`'s own snapshot closure: `matches`.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: 42, as: .description, matches: { "42" })
  /// ```
  public static let defaultTrailingClosureLabel = "matches"

  /// Labels the snapshot closure had in older versions of a helper. A closure with one of
  /// them is still found, and gets ``trailingClosureLabel`` when it is re-recorded.
  ///
  /// ```swift
  /// // `assertRendered { … } output: { … }` is re-recorded as `… } html: { … }`
  /// InlineSnapshotSyntaxDescriptor(deprecatedTrailingClosureLabels: ["output"], trailingClosureLabel: "html", trailingClosureOffset: 1)
  /// ```
  public var deprecatedTrailingClosureLabels: [String]

  /// The label of the snapshot closure when it is not the first trailing closure.
  ///
  /// ```swift
  /// InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "html", trailingClosureOffset: 1)
  /// // assertRendered { "*Hi*" } html: { … }
  /// ```
  public var trailingClosureLabel: String

  /// The snapshot closure's place counted from the call's first trailing closure: 0 when it
  /// is the only one (`helper(of: value) { … }`), 1 when one closure comes before it
  /// (`helper { input } is: { … }`), and so on.
  ///
  /// ```swift
  /// InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2)
  /// // assertResponse { url } head: { … } body: { … }
  /// ```
  public var trailingClosureOffset: Int

  /// Describes a snapshot closure.
  ///
  /// ```swift
  /// InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2)
  /// ```
  public init(
    deprecatedTrailingClosureLabels: [String] = [],
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0
  ) {
    self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
    self.trailingClosureLabel = trailingClosureLabel
    self.trailingClosureOffset = trailingClosureOffset
  }

  /// Records a test failure at the snapshot closure this descriptor describes, or at the
  /// call when the closure cannot be found. For helpers that check more than the snapshot:
  ///
  /// ```swift
  /// if html.isEmpty {
  ///   descriptor.fail("The page rendered nothing.", fileID: fileID, file: file, line: line, column: column)
  /// }
  /// ```
  public func fail(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString,
    file filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let site = InlineAssertionSite(
      fileID: fileID, filePath: filePath, function: "", line: line, column: column)
    reportSnapshotFailure(
      message(), fileID: fileID, filePath: filePath, line: snapshotLine(at: site), column: column)
  }

  /// The line the snapshot closure starts on, or the call's line when it has none (or the
  /// source cannot be read).
  func snapshotLine(at site: InlineAssertionSite) -> UInt {
    guard let source = try? PendingInlineSnapshots.current.source(at: site.sourcePath),
      let call = try? CallLocator.locate(in: source, line: Int(site.line), column: Int(site.column))
    else { return site.line }
    switch SnapshotSlot.find(in: call, for: self) {
    case .argument(let index): return UInt(source.line(of: call.arguments[index].value.lowerBound))
    case .trailingClosure(let index): return UInt(source.line(of: call.trailingClosures[index].closure.lowerBound))
    case .missing: return site.line
    }
  }
}
