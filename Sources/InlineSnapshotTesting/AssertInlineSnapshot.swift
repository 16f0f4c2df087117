import Foundation

/// Asserts that a value's snapshot matches the string literal in the trailing closure, and
/// writes that literal into the test file when it is missing.
///
/// Write the assertion without a closure and run the test: the snapshot is recorded into the
/// source (the test fails once, saying so), ready to read and commit.
///
/// ```swift
/// @Test func greeting() {
///   assertInlineSnapshot(of: ["Hello", "World"], as: .dump)
/// }
/// ```
///
/// becomes, when the test run ends,
///
/// ```swift
/// @Test func greeting() {
///   assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
///     """
///     ▿ 2 elements
///       - "Hello"
///       - "World"
///
///     """
///   }
/// }
/// ```
///
/// Later runs compare against the closure and fail with a diff when the value changes. The
/// record mode is decided as for `assertSnapshot`: `DARKROOM_RECORD` (which forces it), then
/// `record:`, then `withSnapshotTesting` or the `.snapshots` trait, then
/// `SNAPSHOT_TESTING_RECORD`, then `.never` when `CI` is set, then `.missing`. `.failed` and `.all` rewrite a
/// closure that does not match; `.never` writes nothing.
///
/// - Parameters:
///   - value: The value to snapshot; a `nil` value removes the snapshot closure when recording.
///   - snapshotting: A strategy that makes text of the value, such as `.lines`, `.dump`, `.json`.
///   - message: Shown instead of "Snapshot did not match." when the snapshot differs.
///   - record: The record mode of this assertion.
///   - timeout: Seconds to wait for a strategy that delivers its snapshot later.
///   - syntaxDescriptor: Where the snapshot closure is, for helpers that call this function;
///     see ``InlineSnapshotSyntaxDescriptor``.
///   - expected: The snapshot closure, usually written as the trailing closure.
///   - fileID: The file ID of the assertion, for the failure's location.
///   - filePath: The test file, whose source is read and rewritten.
///   - function: The test's name, for the failure message.
///   - line: The line of the call.
///   - column: The column of the call's arguments, which locates the call in the source.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = InlineAssertionSite(
    fileID: fileID, filePath: filePath, function: "\(function)", line: line, column: column)
  InlineAssertion.verify(
    of: value, as: snapshotting, message: message, record: record, timeout: timeout,
    syntaxDescriptor: syntaxDescriptor, expected: expected, at: site)
}
