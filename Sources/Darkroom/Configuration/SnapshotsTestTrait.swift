import Testing

/// A Swift Testing trait that sets the snapshot configuration for a test or a whole suite,
/// and gives every test run its own snapshot counter.
///
/// ```swift
/// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
/// struct InvoiceTests {
///   @Test func total() { assertSnapshot(of: invoice, as: .json) }
/// }
/// ```
public struct SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
  /// The configuration the trait applies.
  public let configuration: SnapshotTestingConfiguration

  /// Applies to every test in a suite it is attached to, and to nested suites.
  public var isRecursive: Bool { true }

  /// Runs the test with the trait's configuration and a fresh snapshot counter.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(
      record: configuration.record, diffTool: configuration.diffTool,
      referenceNaming: configuration.referenceNaming
    ) {
      try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try await function()
      }
    }
  }
}

extension Trait where Self == SnapshotsTestTrait {
  /// Snapshot settings for a test or suite; `nil` values keep the enclosing ones.
  ///
  /// ```swift
  /// @Test(.snapshots(record: .all)) func rerecordThisOne() { ... }
  /// ```
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    referenceNaming: SnapshotTestingConfiguration.ReferenceNaming? = nil
  ) -> Self {
    SnapshotsTestTrait(
      configuration: SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, referenceNaming: referenceNaming))
  }

  /// Snapshot settings from a configuration value.
  ///
  /// ```swift
  /// let strict = SnapshotTestingConfiguration(record: .never)
  /// @Suite(.snapshots(strict)) struct CITests { ... }
  /// ```
  public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
    SnapshotsTestTrait(configuration: configuration)
  }

  /// The default snapshot settings, with a fresh counter for every test run.
  public static var snapshots: Self { snapshots() }
}

/// swift-snapshot-testing's name for the trait's type.
public typealias _SnapshotsTestTrait = SnapshotsTestTrait
