import DarkroomRunsCore
import Foundation
import Testing

/// The entry point of `darkroom run`: a Swift Testing test in every test binary that links
/// `DarkroomRuns`, which runs only when `DARKROOM_RUN=1` is set. The tool builds the
/// package's tests and runs just this test, so the views render in the binary that contains
/// them:
///
/// ```sh
/// DARKROOM_RUN=1 DARKROOM_RUN_MODE=verify DARKROOM_RUN_BASELINES=$PWD/Baselines \
///   DARKROOM_RUN_REPORT=$PWD/report swift test --skip-build --filter DarkroomRunsRun
/// ```
///
/// `DARKROOM_RUN_CONFIG` names a ``RunConfiguration`` file that sets the run's axes.
/// The outcome goes to `DARKROOM_RUN_STATUS_FILE` as one digit: 0 passed, 1 some state
/// failed, 2 the run could not run (its reason on standard error). In other test runs it
/// shows as skipped.
@Suite struct DarkroomRunsRun {
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["DARKROOM_RUN"] == "1"
        && ProcessInfo.processInfo.environment["DARKROOM_RUN_MODE"] != "screenshots"))
  @MainActor func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let status: Int
    do {
      let options = try RunOptions.fromEnvironment(environment)
      var name = environment["DARKROOM_RUN_MATRIX"].flatMap { $0.isEmpty ? nil : $0 }
      var configuration: RunConfiguration?
      if let path = environment["DARKROOM_RUN_CONFIG"], !path.isEmpty {
        configuration = try RunConfiguration.read(from: path)
        name = name ?? configuration?.matrix
      }
      var matrix = try RunDiscovery.matrix(named: name)
      if let configuration { matrix = try configuration.apply(to: matrix) }
      let outcome = try RunEngine.run(matrix, options)
      RunProgress.write(outcome.message + "\nrun: \(Int((outcome.seconds * 1000).rounded())) ms in the test binary (environment check, render, compare, files)\n")
      status = outcome.passed ? 0 : 1
    } catch {
      RunProgress.write("darkroom run: \(error.message)\n")
      status = 2
    }
    try HookStatus.finish(status, environment: environment, failure: "the run did not pass")
  }
}
