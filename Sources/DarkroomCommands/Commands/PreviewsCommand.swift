import DarkroomFiles
import DarkroomHostRequest
import DarkroomRunsCore

/// `darkroom previews`: every preview of a package with no test code. It builds the package's
/// tests and hands the job to the host in the test binary (``HostLaunch``), as `darkroom run`
/// does; recording and verifying previews are a run of them, with the run's manifest, report,
/// shards and accept.
enum PreviewsCommand: Command {
  static let name = "previews"
  static let abstract = "Export, list, lay out, record or verify every SwiftUI-style preview of a package"
  static let help = """
    USAGE: darkroom previews export <folder> [options]
           darkroom previews names <file> [options]
           darkroom previews layout [options]
           darkroom previews record <baselines> [options]
           darkroom previews verify <baselines> [--report <folder>] [options]

    Builds the package's tests and finds every PreviewProvider and #Preview in them, with no
    test code (a test target must depend on DarkroomPreviews; record and verify need
    DarkroomRuns):
      export   renders each preview to <folder>/<name>.png with a <name>.json sidecar, as
               SnapshotPreviews exports them for review services, and a browsable gallery at
               <folder>/gallery/index.html
      names    writes the image names, one a line, and renders nothing
      layout   runs every preview's body and layout without drawing, and reports failures
      record   records every preview as a baseline of the run 'previews', with its manifest
      verify   compares every preview with its baseline and writes the run's report
               (index.html, summary.json, junit.xml); accept changes with
               darkroom run accept --report <folder> --baselines <baselines>

    A preview that traps is reported by name with its signal; the others still run.

    OPTIONS:
    \(PackageOptions.help)
    \(PreviewSelection.help)
      --no-gallery                Export without the gallery.
      --report <folder>           verify: the report (default: darkroom-report).
      --shard <i/n>               verify: shard i of n.
    \(ComparisonFlags.help)
    \(RunnerFlags.help)

    EXIT STATUS: 0 every preview passed (or is unchanged), 1 some preview failed, trapped or
    changed, 2 nothing could run (build failure, bad option; the message says what).

    EXAMPLES:
      darkroom previews export snapshots --module ReceiptsUI
      darkroom previews record Baselines/previews -c release
      darkroom previews verify Baselines/previews --report report --tolerance 24
    """

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    let (request, package) = try parse(arguments)
    return try HostLaunch.run(request, command: "previews", package: package)
  }

  /// The request for the test binary, and the package to build, that the arguments ask for.
  static func parse(_ arguments: [String]) throws(CommandError) -> (HostRequest, PackageOptions) {
    guard let mode = arguments.first else { throw .usage("previews needs a mode: export, names, layout, record or verify") }
    let rest = Array(arguments.dropFirst())
    switch mode {
    case "record", "verify":
      let run = try RunRequest(rest, job: mode == "record" ? .previewsRecord : .previewsVerify, command: "previews")
      return (run.request, run.package)
    case "export", "names", "layout":
      let jobs: [String: HostRequest.Job] = ["export": .previewsExport, "names": .previewsNames, "layout": .previewsLayout]
      var request = HostRequest(job: jobs[mode]!, resultFile: "")
      var package = PackageOptions()
      var selection = PreviewSelection()
      var parser = Arguments(rest)
      while let option = parser.nextOption() {
        if try package.read(option, from: &parser) { continue }
        if try selection.read(option, from: &parser) { continue }
        if try RunnerFlags.read(option, from: &parser, into: &request) { continue }
        switch option {
        case "--no-gallery" where mode == "export":
          try parser.flag(option)
          selection.previews.gallery = false
        default: throw .usage("unknown option '\(option)' for previews \(mode)")
        }
      }
      let wanted = mode == "layout" ? 0 : 1
      guard parser.positional.count == wanted else {
        throw .usage(mode == "layout" ? "previews layout takes no path" : "previews \(mode) needs one path, the \(mode == "export" ? "folder" : "file") to write")
      }
      request.previews = selection.previews
      request.previews.output = parser.positional.first.map(FileTree.absolute)
      return (request, package)
    default:
      throw .usage("unknown previews mode '\(mode)'; use export, names, layout, record or verify")
    }
  }
}
