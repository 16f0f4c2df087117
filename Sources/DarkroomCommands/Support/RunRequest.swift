import DarkroomFiles
import DarkroomHostRequest
import DarkroomRunsCore

/// The arguments of `darkroom run record` and `verify` (and of `darkroom previews record` and
/// `verify`, which run the previews as a run): the package to build and the request for the
/// test binary.
struct RunRequest {
  var package = PackageOptions()
  var request: HostRequest

  /// - Parameters:
  ///   - job: `run-record`, `run-verify`, `previews-record` or `previews-verify`.
  ///   - command: `run` or `previews`, for messages.
  init(_ arguments: [String], job: HostRequest.Job, command: String) throws(CommandError) {
    request = HostRequest(job: job, resultFile: "")
    let verifying = job == .runVerify || job == .previewsVerify
    var parser = Arguments(arguments)
    var comparison = ComparisonFlags()
    var selection = PreviewSelection()
    let previews = job == .previewsRecord || job == .previewsVerify
    while let option = parser.nextOption() {
      if try package.read(option, from: &parser) { continue }
      if try comparison.read(option, from: &parser) { continue }
      if previews, try selection.read(option, from: &parser) { continue }
      if try RunnerFlags.read(option, from: &parser, into: &request) { continue }
      switch option {
      case "--matrix" where !previews: request.run.matrix = try parser.value(for: option)
      case "--config" where !previews: request.run.configuration = FileTree.absolute(try parser.value(for: option))
      case "--baselines" where !previews: request.run.baselines = try parser.value(for: option)
      case "--report": request.run.report = try parser.value(for: option)
      case "--shard":
        let text = try parser.value(for: option)
        do { request.run.shard = try ShardSpec(parsing: text) } catch { throw .usage(error.message) }
        guard verifying else { throw .usage("--shard is for \(command) verify; record takes every state") }
      case "--lint":
        let text = try parser.value(for: option)
        do { request.run.lint = try LintPolicy(parsing: text) } catch { throw .usage(error.message) }
        guard verifying else { throw .usage("--lint is for \(command) verify; record does not lint") }
      case "--audit":
        let text = try parser.value(for: option)
        do { request.run.audit = try AuditPolicy(parsing: text) } catch { throw .usage(error.message) }
        guard verifying else { throw .usage("--audit is for \(command) verify; record does not audit") }
      default: throw .usage("unknown option '\(option)' for \(command) \(verifying ? "verify" : "record")")
      }
    }
    if previews {
      guard parser.positional.count == 1 else {
        throw .usage("previews \(verifying ? "verify" : "record") needs one folder, the baselines, like Baselines/previews")
      }
      request.run.baselines = parser.positional[0]
      request.previews = selection.previews
    } else {
      guard parser.positional.isEmpty else {
        throw .usage("run \(verifying ? "verify" : "record") takes no paths; give folders with --baselines, --report and --package-path")
      }
    }
    request.run.comparison = try comparison.options()
    request.run.baselines = FileTree.absolute(request.run.baselines)
    request.run.report = FileTree.absolute(request.run.report)
  }
}
