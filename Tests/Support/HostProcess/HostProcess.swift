import DarkroomHostRequest
import Foundation

/// What a host run in a new process handed back.
public struct HostProcessOutcome: Sendable {
  /// The process's exit status.
  public var status: Int32
  /// The result file, when the host wrote one.
  public var result: HostResult?
  /// Everything the process wrote on standard error: progress lines, failures.
  public var errors: String
}

/// Runs `request` in a new process of this test binary, as the `darkroom` tool does: the
/// request file's path in `DARKROOM_HOST_REQUEST`, a test filter no test matches, and the
/// result read back. A process that renders nothing else while it forks, and a wait that holds
/// no thread of the test pool.
///
/// ```swift
/// let outcome = try await runHostInNewProcess(HostRequest(job: .previewsLayout, resultFile: ""))
/// #expect(outcome.result?.status == .different)
/// ```
public func runHostInNewProcess(_ request: HostRequest, environment: [String: String] = [:]) async throws -> HostProcessOutcome {
  let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  let stem = NSTemporaryDirectory() + "darkroom-host-\(UUID().uuidString)"
  var request = request
  request.resultFile = stem + "-result.json"
  let requestFile = stem + "-request.json", errorsFile = stem + "-errors.txt"
  defer {
    for file in [requestFile, errorsFile, request.resultFile] { try? FileManager.default.removeItem(atPath: file) }
  }
  try request.write(to: requestFile)
  _ = FileManager.default.createFile(atPath: errorsFile, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = ["DarkroomHost.none"]
  var childEnvironment = ProcessInfo.processInfo.environment
  childEnvironment.merge(environment) { _, new in new }
  childEnvironment[HostRequest.environmentKey] = requestFile
  process.environment = childEnvironment
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle(forWritingAtPath: errorsFile)
  let status: Int32 = try await withCheckedThrowingContinuation { continuation in
    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
    do { try process.run() } catch { continuation.resume(throwing: error) }
  }
  let result = FileManager.default.fileExists(atPath: request.resultFile) ? try HostResult.read(from: request.resultFile) : nil
  return HostProcessOutcome(status: status, result: result, errors: (try? String(contentsOfFile: errorsFile, encoding: .utf8)) ?? "")
}
