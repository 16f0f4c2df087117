import DarkroomFiles
import DarkroomRunsCore
import Testing

/// How a hook test hands its outcome back: one digit in `DARKROOM_RUN_STATUS_FILE` for the
/// `darkroom` command that started it (0 passed, 1 some state failed, 2 could not run), or,
/// when a person runs the hook by hand, a failed expectation.
///
/// ```swift
/// try HookStatus.finish(status, environment: ProcessInfo.processInfo.environment, failure: "the run did not pass")
/// ```
enum HookStatus {
  static func finish(_ status: Int, environment: [String: String], failure: Comment) throws {
    if let file = environment["DARKROOM_RUN_STATUS_FILE"] {
      try FileBytes.writeAtomically(Array("\(status)\n".utf8), to: file, creatingFolder: true)
    } else {
      #expect(status == 0, failure)
    }
  }
}
