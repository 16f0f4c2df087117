import DarkroomHostRequest
import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI
import Foundation
import HostProcess
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

/// Runs as `darkroom run` does: a request to the host in a new process of this test binary,
/// which renders each state in a process of its own.
@Suite struct IsolatedRunTests {
  func run(_ mode: RunOptions.Mode, _ folder: RunFolder, trap: Bool) async throws -> (status: Int32, errors: String) {
    var request = HostRequest(job: mode == .record ? .runRecord : .runVerify, resultFile: "")
    request.run.matrix = "traps"
    request.run.baselines = folder.baselines
    request.run.report = folder.report
    request.showsProgress = false
    let outcome = try await runHostInNewProcess(request, environment: ["DARKROOM_TEST_TRAP": trap ? "1" : "0"])
    #expect(outcome.result?.status.rawValue == outcome.status, "the exit status is the result's")
    return (outcome.status, outcome.errors + (outcome.result?.summary ?? ""))
  }

  @Test func aScreenThatTrapsFailsOnlyItsStateAndTheRunGoesOn() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let recorded = try await run(.record, folder, trap: false)
    #expect(recorded.status == 0, "\(recorded.errors)")

    let verified = try await run(.verify, folder, trap: true)
    #expect(verified.status == 1, "\(verified.errors)")
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
    #expect(try await run(.record, folder, trap: false).status == 0)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted()
    let recorded = try await run(.record, folder, trap: true)
    #expect(recorded.status == 2)
    #expect(recorded.errors.contains("1 of 3 states could not be rendered, so no baseline was changed"))
    #expect(recorded.errors.contains("trapping/en: the screen trapped"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root).filter { $0.hasPrefix("baselines.") }.isEmpty)
  }
}
