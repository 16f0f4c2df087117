import Foundation

/// Runs this test binary's `DarkroomPreviewsRun` test in a new process, as `darkroom previews`
/// does: a process that renders nothing else while each preview is forked. Waits without
/// holding a thread of the test pool.
func runPreviewsInNewProcess(_ environment: [String: String]) async throws -> (status: Int32, errors: String) {
  let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  let errorsPath = NSTemporaryDirectory() + "darkroom-previews-run-\(UUID().uuidString).txt"
  _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
  defer { try? FileManager.default.removeItem(atPath: errorsPath) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = ["--testing-library", "swift-testing", "--filter", "DarkroomPreviewsRun"]
  var childEnvironment = ProcessInfo.processInfo.environment
  childEnvironment["DARKROOM_PREVIEWS_RUN"] = "1"
  childEnvironment.merge(environment) { _, new in new }
  process.environment = childEnvironment
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle(forWritingAtPath: errorsPath)
  let status: Int32 = try await withCheckedThrowingContinuation { continuation in
    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
    do { try process.run() } catch { continuation.resume(throwing: error) }
  }
  return (status, (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "")
}
