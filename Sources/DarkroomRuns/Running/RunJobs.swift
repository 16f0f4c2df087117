import DarkroomFiles
import DarkroomHost
import DarkroomHostRequest
import DarkroomPreviews
import DarkroomRunsCore
import DarkroomUI

/// The host's run jobs: `darkroom run record|verify` on a declared matrix, and
/// `darkroom previews record|verify`, which runs the package's previews as the screens of a
/// run named `previews`, so previews get the manifest, the report, shards and accept.
enum RunJobs: HostJobHandler {
  static let jobs: [HostRequest.Job] = [.runRecord, .runVerify, .previewsRecord, .previewsVerify]

  @MainActor static func perform(_ request: HostRequest) -> HostResult {
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
    if request.job.isPreviews { return try previewsMatrix(request.previews) }
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

  /// Every preview the selection takes, each a screen named by its file name, on the
  /// selection's device.
  @MainActor static func previewsMatrix(_ selection: HostRequest.Previews) throws(RunInputError) -> RunMatrix {
    let filter: PreviewFilter
    do {
      filter = try PreviewFilter(
        include: selection.included, exclude: selection.excluded, modules: selection.modules,
        excludeModules: selection.excludedModules)
    } catch {
      throw RunInputError("\(error)")
    }
    var devices: [PreviewDeviceSpec] = []
    if let name = selection.device {
      guard let device = PreviewDeviceSpec.named(name) else { throw RunInputError("--device: no device named '\(name)'") }
      devices = [device]
    }
    let screens = RunScreen.previews(filter)
    guard !screens.isEmpty else {
      throw RunInputError("no preview matches; check --module, --include and --exclude, and that a test target depends on the previews' module")
    }
    return RunMatrix("previews", screens: screens, devices: devices)
  }
}

extension HostRequest.Job {
  /// Whether the job is one of `darkroom previews`.
  var isPreviews: Bool { rawValue.hasPrefix("previews-") }
}
