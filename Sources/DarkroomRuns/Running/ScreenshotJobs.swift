import DarkroomHost
import DarkroomHostRequest
import DarkroomRunsCore
import DarkroomScreenshots

/// The host's screenshots job: `darkroom screenshots`, rendered in the test binary that
/// declares the run.
///
/// Public, though no one calls it by name: a release build's whole-module optimisation drops
/// an internal type nothing references, and the host finds its handlers only by their
/// conformances.
public enum ScreenshotJobs: HostJobHandler {
  public static let jobs: [HostRequest.Job] = [.screenshots]

  @MainActor public static func perform(_ request: HostRequest) -> HostResult {
    do {
      let matrix = try RunDiscovery.matrix(named: request.run.matrix)
      let result = try ScreenshotRun.export(matrix, ScreenshotRun.Request(request))
      var summary = "screenshots: \(result.entries.count) written to \(result.page.dropLast("/screenshots.html".count))"
      if !result.removed.isEmpty { summary += ", \(result.removed.count) stale removed" }
      summary += " in \(Int((result.seconds * 1000).rounded())) ms"
      var outcome = HostResult(status: .same, summary: summary)
      outcome.page = result.page
      return outcome
    } catch let error as RunInputError {
      return HostResult(status: .couldNotRun, summary: "darkroom screenshots: \(error.message)")
    } catch {
      return HostResult(status: .couldNotRun, summary: "darkroom screenshots: \(error)")
    }
  }
}

extension ScreenshotRun.Request {
  /// What a `darkroom screenshots` request asks for; empty lists take the plan's or run's own.
  public init(_ request: HostRequest) {
    self.init(output: request.screenshots.output)
    let asked = request.screenshots
    screens = asked.screens.isEmpty ? nil : asked.screens
    sizes = asked.sizes.isEmpty ? nil : asked.sizes
    languages = asked.languages.isEmpty ? nil : asked.languages
    framed = asked.framed
    showsProgress = request.showsProgress
  }
}
