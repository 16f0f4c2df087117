// The core's steps, opened with `package` access to the package's other modules (such as
// InlineSnapshotTesting) that build their own assertions on them. They stay out of the public API.

extension Snapshotting {
  /// Takes the snapshot of `value`, waiting at most `timeout` seconds for a strategy that
  /// delivers it later. Throws what the strategy throws, or a timeout whose description says
  /// what to do.
  ///
  /// ```swift
  /// let text = try Snapshotting<[Int], String>.dump.makeSnapshot(of: [1, 2], timeout: 5)
  /// ```
  package func makeSnapshot(of value: Value, timeout: Double) throws -> Format {
    try capture.snapshotWaiting(for: value, timeout: timeout)
  }
}

extension SnapshotTestingConfiguration.Record {
  /// The record mode an assertion with this `record:` argument runs in, decided the way
  /// `assertSnapshot` decides it: environment, argument, scope, `CI`, then `.missing`.
  ///
  /// ```swift
  /// let mode = try SnapshotTestingConfiguration.Record.resolved(argument: nil)
  /// ```
  package static func resolved(argument: Self?) throws -> Self {
    try RecordModeResolution.resolve(argument: argument)
  }
}

/// Reports a failed assertion to the running test framework, exactly as `assertSnapshot`
/// reports its own failures (and collected with them by the core's failure capture).
///
/// ```swift
/// reportSnapshotFailure("Snapshot did not match.", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
package func reportSnapshotFailure(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let request = SnapshotRequest(
    name: nil, record: nil, snapshotDirectory: nil, timeout: 0, fileID: fileID, filePath: filePath,
    testName: "", line: line, column: column)
  FailureReporter.report(SnapshotVerdict(failure: message), request)
}
