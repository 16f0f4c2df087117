/// One inline snapshot to record: where its call is, how to find its closure, and the value.
///
/// ```swift
/// InlineRecording(
///   sourcePath: "Tests/AppTests/GreetingTests.swift", line: 12, column: 25,
///   descriptor: InlineSnapshotSyntaxDescriptor(), actual: "Hello", hadExpected: false)
/// ```
struct InlineRecording: Sendable {
  var sourcePath: String
  var line: Int
  var column: Int
  var descriptor: InlineSnapshotSyntaxDescriptor
  /// The new snapshot, or `nil` to remove the closure (the value was `nil`).
  var actual: String?
  /// Whether the assertion was given a snapshot closure.
  var hadExpected: Bool
}
