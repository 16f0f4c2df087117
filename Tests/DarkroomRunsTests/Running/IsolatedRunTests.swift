import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI
import Foundation
import Testing

/// A screen that traps when `DARKROOM_TEST_TRAP=1`, as app code with a bad fixture would.
struct TrappingCard: View {
  var body: some View {
    let missing: String? = ProcessInfo.processInfo.environment["DARKROOM_TEST_TRAP"] == "1" ? nil : "fine"
    return Text(missing!)
  }
}

/// The run the isolation tests find in this binary, by name.
struct TrapRun: RunMatrixProvider {
  static var matrix: RunMatrix {
    RunMatrix(
      "traps",
      screens: [
        RunScreen("steady", layout: .fixed(width: 80, height: 30)) { Text("steady") },
        RunScreen("trapping", layout: .fixed(width: 80, height: 30)) { TrappingCard() },
        RunScreen("after", layout: .fixed(width: 80, height: 30)) { Text("after") },
      ],
      languages: ["en"])
  }
}

/// Runs as `darkroom run` does: this test binary's `DarkroomRunsRun` in a new process, which
/// renders each state in a process of its own.
@Suite struct IsolatedRunTests {
  func run(_ mode: String, _ folder: RunFolder, trap: Bool) async throws -> (status: String, errors: String) {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let statusPath = folder.root + "/status", errorsPath = folder.root + "/errors.txt"
    try FileManager.default.createDirectory(atPath: folder.root, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--testing-library", "swift-testing", "--filter", "DarkroomRunsRun"]
    var environment = ProcessInfo.processInfo.environment
    environment.merge([
      "DARKROOM_RUN": "1", "DARKROOM_RUN_MODE": mode, "DARKROOM_RUN_MATRIX": "traps", "DARKROOM_RUN_BASELINES": folder.baselines,
      "DARKROOM_RUN_REPORT": folder.report, "DARKROOM_RUN_STATUS_FILE": statusPath, "DARKROOM_RUN_PROGRESS": "0",
      "DARKROOM_TEST_TRAP": trap ? "1" : "0",
    ]) { _, new in new }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: errorsPath)
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    return (read(statusPath).trimmingCharacters(in: .whitespacesAndNewlines), read(errorsPath))
  }

  @Test func aScreenThatTrapsFailsOnlyItsStateAndTheRunGoesOn() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let recorded = try await run("record", folder, trap: false)
    #expect(recorded.status == "0", "\(recorded.errors)")

    let verified = try await run("verify", folder, trap: true)
    #expect(verified.status == "1", "\(verified.errors)")
    let summary = try ReportFolder.readSummary(folder.report)
    #expect(summary.results.first { $0.state.id == "steady/en" }?.status == .unchanged)
    #expect(summary.results.first { $0.state.id == "after/en" }?.status == .unchanged, "a new child takes the states after the trap")
    let trapped = try #require(summary.results.first { $0.state.id == "trapping/en" })
    #expect(trapped.status == .error)
    #expect(trapped.message?.contains("the screen trapped (SIG") == true, "\(trapped.message ?? "")")
    #expect(trapped.message?.contains("Unexpectedly found nil while unwrapping an Optional value") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.report + "/images").allSatisfy { !$0.hasPrefix(".") })
  }

  @Test func recordingAScreenThatTrapsKeepsTheOldBaselines() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    #expect(try await run("record", folder, trap: false).status == "0")
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted()
    let recorded = try await run("record", folder, trap: true)
    #expect(recorded.status == "2")
    #expect(recorded.errors.contains("1 of 3 states could not be rendered, so no baseline was changed"))
    #expect(recorded.errors.contains("trapping/en: the screen trapped"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root).filter { $0.hasPrefix("baselines.") }.isEmpty)
  }
}
