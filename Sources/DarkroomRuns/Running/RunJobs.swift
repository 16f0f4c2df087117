import DarkroomFiles
import DarkroomHost
import DarkroomHostRequest
import DarkroomPreviews
import DarkroomRunsCore
import DarkroomUI

/// The host's run jobs: `darkroom run record|verify` on a declared matrix, and
/// `darkroom previews record|verify`, which runs the package's previews as the screens of a
/// run named `previews`, so previews get the manifest, the report, shards and accept.
///
/// Public, though no one calls it by name: a release build's whole-module optimisation drops
/// an internal type nothing references, and the host finds its handlers only by their
/// conformances.
public enum RunJobs: HostJobHandler {
  public static let jobs: [HostRequest.Job] = [.runRecord, .runVerify, .previewsRecord, .previewsVerify]

  @MainActor public static func perform(_ request: HostRequest) -> HostResult {
    let mode: RunOptions.Mode = [.runRecord, .previewsRecord].contains(request.job) ? .record : .verify
    do {
      let matrix = try matrix(for: request)
      let outcome = try RunEngine.run(matrix, RunOptions(mode: mode, request))
      var result = HostResult(status: outcome.passed ? .same : .different, summary: outcome.message)
      if mode == .verify { result.page = FileTree.absolute(request.run.report) + "/index.html" }
      result.standInSymbols = outcome.standInSymbols
      result.placeholderSymbols = outcome.placeholderSymbols
      return result
    } catch {
      return HostResult(status: .couldNotRun, summary: "darkroom \(request.job.isPreviews ? "previews" : "run"): \(error.message)")
    }
  }

  /// The declared matrix the request names (or its configuration file picks), or the
  /// previews as one.
  @MainActor static func matrix(for request: HostRequest) throws(RunInputError) -> RunMatrix {
    if request.job.isPreviews { return try previewsMatrix(request) }
    var name = request.run.matrix
    var configuration: RunConfiguration?
    if let path = request.run.configuration {
      configuration = try RunConfiguration.read(from: path)
      name = name ?? configuration?.matrix
    }
    var matrix = try RunDiscovery.matrix(named: name)
    if let configuration { matrix = try configuration.apply(to: matrix) }
    return matrix
  }

  /// Every preview the request's selection takes, each a screen named by its preview name,
  /// on the selection's device (the same filter and device `darkroom previews export` uses).
  @MainActor static func previewsMatrix(_ request: HostRequest) throws(RunInputError) -> RunMatrix {
    let options: PreviewRunOptions
    do { options = try PreviewRunOptions(request) } catch { throw RunInputError("\(error)") }
    let screens = RunScreen.previews(options.filter)
    guard !screens.isEmpty else {
      throw RunInputError("no preview matches; check --module, --include and --exclude, and that a test target depends on the previews' module")
    }
    return RunMatrix("previews", screens: screens, devices: request.previews.device == nil ? [] : [options.device])
  }
}

extension HostRequest.Job {
  /// Whether the job is one of `darkroom previews`.
  var isPreviews: Bool { rawValue.hasPrefix("previews-") }
}
