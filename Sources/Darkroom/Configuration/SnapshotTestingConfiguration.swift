/// Settings for snapshot assertions in a scope: the record mode, the diff tool named in
/// failure messages, and how reference files are named.
///
/// Set them for a block of code with ``withSnapshotTesting(record:diffTool:operation:)``,
/// for a Swift Testing suite or test with the ``Testing/Trait/snapshots(record:diffTool:)``
/// trait, or for one assertion with its `record:` argument.
///
/// ```swift
/// withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///   assertSnapshot(of: invoice, as: .json)
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
  /// The configuration of the current task, set by ``withSnapshotTesting(record:diffTool:operation:)``.
  @TaskLocal public static var current: SnapshotTestingConfiguration?

  /// The record mode, or `nil` to inherit it.
  public var record: Record?

  /// The diff tool, or `nil` to inherit it.
  public var diffTool: DiffTool?

  /// How reference files are named, or `nil` to inherit it (``ReferenceNaming/testName``).
  public var referenceNaming: ReferenceNaming?

  /// Creates a configuration; `nil` values are inherited from the enclosing scope.
  public init(record: Record? = nil, diffTool: DiffTool? = nil, referenceNaming: ReferenceNaming? = nil) {
    self.record = record
    self.diffTool = diffTool
    self.referenceNaming = referenceNaming
  }

  /// When an assertion writes its reference.
  ///
  /// | mode | reference missing | value differs | value matches |
  /// |---|---|---|---|
  /// | `.missing` (default) | written, test fails | test fails | passes |
  /// | `.failed` | written, test fails | written, test fails | passes |
  /// | `.all` | written, test fails | written, test fails | written, test fails |
  /// | `.never` (default when `CI` is set) | test fails | test fails | passes |
  ///
  /// ```swift
  /// assertSnapshot(of: report, as: .lines, record: .failed)
  /// ```
  public struct Record: Sendable, Hashable, CustomStringConvertible {
    /// The mode's name: `all`, `missing`, `failed` or `never`.
    public let rawValue: String

    /// Reads a mode from its name (`all`, `missing`, `failed`, `never`); `nil` for others.
    public init?(rawValue: String) {
      guard Self.names.contains(rawValue) else { return nil }
      self.rawValue = rawValue
    }

    private init(name: String) { rawValue = name }

    /// Write every reference, and fail every assertion, so that nothing passes by accident
    /// while recording.
    public static let all = Record(name: "all")
    /// Write references that do not exist yet, and fail those assertions.
    public static let missing = Record(name: "missing")
    /// Write the new value over a reference it does not match (and any missing one); the
    /// assertion still fails. Useful with comparisons that allow some difference.
    public static let failed = Record(name: "failed")
    /// Never write: a missing reference is a failure. The default on CI.
    public static let never = Record(name: "never")

    static let names = ["all", "missing", "failed", "never"]

    public var description: String { ".\(rawValue)" }
  }

  /// How a snapshot's reference file is named.
  ///
  /// By default references are named after the test alone, `<test>.<name or counter>.<ext>`,
  /// as swift-snapshot-testing names them, so existing references are found as they are.
  /// When two suites in one file have tests of the same name and their snapshots differ, the
  /// assertion fails instead of overwriting; name the suites' references apart with
  /// ``suiteAndTestName``:
  ///
  /// ```swift
  /// @Suite(.snapshots(referenceNaming: .suiteAndTestName))
  /// struct CheckoutTests { ... }   // CheckoutTests.total.1.txt
  /// ```
  public struct ReferenceNaming: Sendable, Hashable {
    let includesSuite: Bool

    /// `<test>.<name or counter>.<extension>`, swift-snapshot-testing's layout (the default).
    public static let testName = ReferenceNaming(includesSuite: false)
    /// `<Suite>.<test>.<name or counter>.<extension>` (`Outer.Inner` for nested suites).
    public static let suiteAndTestName = ReferenceNaming(includesSuite: true)
  }
}

@available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
  /// `true` is ``all``, `false` is ``missing``, as in swift-snapshot-testing.
  public init(booleanLiteral value: Bool) {
    self = value ? .all : .missing
  }
}

/// Runs `operation` with a snapshot configuration; `nil` arguments keep the enclosing one.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///   assertSnapshot(of: user, as: .dump)   // re-records this reference
/// }
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  referenceNaming: SnapshotTestingConfiguration.ReferenceNaming? = nil,
  operation: () throws -> R
) rethrows -> R {
  try SnapshotTestingConfiguration.$current.withValue(
    .merging(record: record, diffTool: diffTool, referenceNaming: referenceNaming), operation: operation)
}

/// Runs an `async` operation with a snapshot configuration; `nil` arguments keep the
/// enclosing one. Tasks started inside inherit it.
///
/// ```swift
/// await withSnapshotTesting(record: .failed) {
///   await assertSnapshot(of: await model.load(), as: .json)
/// }
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  referenceNaming: SnapshotTestingConfiguration.ReferenceNaming? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotTestingConfiguration.$current.withValue(
    .merging(record: record, diffTool: diffTool, referenceNaming: referenceNaming),
    operation: operation, isolation: isolation)
}

extension SnapshotTestingConfiguration {
  /// The current configuration with the given values put over it. The diff tool is always
  /// set inside a scope (``DiffTool/default`` when nobody chose one), as in
  /// swift-snapshot-testing; the record mode stays `nil` unless chosen, so that the CI
  /// default still applies.
  static func merging(record: Record?, diffTool: DiffTool?, referenceNaming: ReferenceNaming?)
    -> SnapshotTestingConfiguration
  {
    SnapshotTestingConfiguration(
      record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool ?? _diffTool,
      referenceNaming: referenceNaming ?? current?.referenceNaming)
  }
}
