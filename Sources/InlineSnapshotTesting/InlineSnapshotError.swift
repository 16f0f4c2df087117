import DarkroomFiles

/// Why an inline snapshot could not be recorded into its test file. Each message names the
/// file and line and says what to do; when one snapshot of a file cannot be written, none of
/// that file's snapshots are, so a file is never left half-rewritten.
///
/// ```swift
/// InlineSnapshotError.sourceChanged(path: "Tests/AppTests/ParserTests.swift").description
/// // "Tests/AppTests/ParserTests.swift changed while the tests ran, so …"
/// ```
package enum InlineSnapshotError: Error, Equatable, CustomStringConvertible {
  /// The test's source file could not be read.
  case unreadableSource(path: String, FileError)
  /// The call, or the place of its snapshot closure, could not be found in the source.
  case unplaceable(path: String, SourceFailure)
  /// One call recorded two different values in the same run.
  case conflictingValues(path: String, line: Int)
  /// The source file was edited while the tests ran.
  case sourceChanged(path: String)
  /// The rewritten source could not be saved.
  case unwritable(path: String, FileError)

  package var description: String {
    switch self {
    case .unreadableSource(let path, let error):
      "Could not read the test's source file to record its inline snapshot: \(error) Inline "
        + "snapshots are written into the file the test was compiled from (\(path)), so run the "
        + "tests where their sources are."
    case .unplaceable(let path, let failure):
      "Could not record the inline snapshot at \(path):\(failure.line): \(failure.problem). "
        + "Nothing was written to the file; write the snapshot closure by hand, or fix the call "
        + "and run the test again."
    case .conflictingValues(let path, let line):
      "The inline snapshot at \(path):\(line) was recorded twice in this run with different "
        + "values (in a loop, or a parameterized test?). Only the first is written; give each "
        + "value an assertion of its own."
    case .sourceChanged(let path):
      "\(path) changed while the tests ran, so its inline snapshots were not written. Run the "
        + "tests again to record them."
    case .unwritable(let path, let error):
      "Could not write the inline snapshots into \(path): \(error)"
    }
  }
}
