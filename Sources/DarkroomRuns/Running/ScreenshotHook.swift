import DarkroomRunsCore
import DarkroomScreenshots
import Foundation
import Testing

/// The entry point of `darkroom screenshots`, beside ``DarkroomRunsRun``: a Swift Testing
/// test in every test binary that links `DarkroomRuns`, which runs only when
/// `DARKROOM_RUN=1` and `DARKROOM_RUN_MODE=screenshots` are set, so the screens render in the
/// binary that contains them:
///
/// ```sh
/// DARKROOM_RUN=1 DARKROOM_RUN_MODE=screenshots DARKROOM_SCREENSHOTS_OUTPUT=$PWD/fastlane/screenshots \
///   DARKROOM_SCREENSHOTS_SIZES=iphone-6.9,ipad-13 swift test --skip-build --filter DarkroomScreenshotsRun
/// ```
///
/// `DARKROOM_RUN_MATRIX` names the run. The outcome goes to `DARKROOM_RUN_STATUS_FILE` as one
/// digit: 0 written, 2 nothing written (the reason on standard error).
@Suite struct DarkroomScreenshotsRun {
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["DARKROOM_RUN"] == "1"
        && ProcessInfo.processInfo.environment["DARKROOM_RUN_MODE"] == "screenshots"))
  @MainActor func export() throws {
    let environment = ProcessInfo.processInfo.environment
    let status: Int
    do {
      let name = environment["DARKROOM_RUN_MATRIX"].flatMap { $0.isEmpty ? nil : $0 }
      let matrix = try RunDiscovery.matrix(named: name)
      let result = try ScreenshotRun.export(matrix, ScreenshotRun.Request.fromEnvironment(environment))
      var summary = "screenshots: \(result.entries.count) written to \(result.page.dropLast("/screenshots.html".count))"
      if !result.removed.isEmpty { summary += ", \(result.removed.count) stale removed" }
      summary += " in \(Int((result.seconds * 1000).rounded())) ms; page at \(result.page)\n"
      RunProgress.write(summary)
      status = 0
    } catch let error as RunInputError {
      RunProgress.write("darkroom screenshots: \(error.message)\n")
      status = 2
    } catch {
      RunProgress.write("darkroom screenshots: \(error)\n")
      status = 2
    }
    try HookStatus.finish(status, environment: environment, failure: "the screenshots were not written")
  }
}
