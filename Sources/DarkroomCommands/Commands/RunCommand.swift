import DarkroomRunsCore

/// `darkroom run`: a state matrix recorded as baselines, verified against them with a
/// report, accepted, sharded and merged. Record and verify build the package's tests and hand
/// the job to the host in the test binary (``HostLaunch``); a build that fails stops there, so
/// a run never uses old binaries.
/// Accept and merge only read reports, so they need no build.
enum RunCommand: Command {
  static let name = "run"
  static let abstract = "Record, verify, accept, shard and merge a matrix of screen states"
  static let help = """
    USAGE: darkroom run record [options]
           darkroom run verify [options] [--shard i/n]
           darkroom run accept [--report <folder>] [--baselines <folder>] [--state <id>]…
           darkroom run merge <folder> <shard report>…

    A run is the matrix a test target declares with RunMatrixProvider: screens × languages ×
    appearances × devices × text sizes × layout directions. Each state is named by every
    axis (paywall/ja/dark).
      record   renders every state as a baseline, with manifest.json: the environment
               (Darkroom, renderer, Swift, font packages and font file hashes, devices) and
               the matrix; the new set replaces the old one in one step
      verify   checks the environment against the manifest (a difference stops the run and
               says what differs), renders every state (or a shard's), compares it with its
               baseline and writes the report: index.html, summary.json, junit.xml
      accept   promotes the report's current images to baselines: every changed, new or
               missing state, or those named with --state (id or file name)
      merge    joins the reports of every shard into <folder>; it equals the unsharded report

    OPTIONS (record, verify):
    \(PackageOptions.help)
      --matrix <name>             The run to take when the package declares several.
      --config <file>             A JSON file that picks the run ("matrix") and replaces any
                                  of its axes: "screens", "languages", "appearances",
                                  "devices", "textSizes", "layoutDirections",
                                  "accessibility".
      --baselines <folder>        The baselines (default: Baselines).
      --report <folder>           The report (default: darkroom-report).
    \(ComparisonFlags.help)
      --shard <i/n>               Verify shard i of n (split evenly by image size).
      --lint <off|report|fail>    Check every state's layout (verify): text truncated,
                                  clipped, outside its container or the screen, overlapping,
                                  without a translation, or in no String Catalog. report
                                  (the default) lists the issues per language in the report;
                                  fail also makes the run exit 1 when there is one.
      --audit <off|report|fail>   Audit every state's accessibility (verify), as Xcode's
                                  performAccessibilityAudit does: contrast, hitRegion,
                                  sufficientElementDescription, trait, textClipped (at
                                  accessibility text sizes), dynamicType. report (the
                                  default) lists the findings in the report; fail also
                                  makes the run exit 1 when there is one.
    \(RunnerFlags.help)

    EXIT STATUS: 0 every state unchanged (or the command succeeded), 1 some state changed, is
    new, lost its baseline or failed to render (or has a lint issue or an audit finding, with --lint fail or
    --audit fail), 2 the run could not run (build failure,
    environment mismatch, bad input; the message says what).

    EXAMPLES:
      darkroom run record --package-path Examples/Receipts --baselines Examples/Receipts/Baselines
      darkroom run verify --tolerance 24 --shard 2/4 --report report-2
      darkroom run verify --lint fail --report report
      darkroom run verify --audit fail --report report
      darkroom run merge report report-1 report-2 report-3 report-4
      darkroom run accept --report report --state paywall/ja/dark
    """

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    guard let mode = arguments.first else { throw .usage("run needs a mode: record, verify, accept or merge") }
    let rest = Array(arguments.dropFirst())
    switch mode {
    case "record", "verify":
      let run = try RunRequest(rest, job: mode == "record" ? .runRecord : .runVerify, command: "run")
      return try HostLaunch.run(run.request, command: "run", package: run.package)
    case "accept": return try accept(rest)
    case "merge": return try merge(rest)
    default: throw .usage("unknown run mode '\(mode)'; use record, verify, accept or merge")
    }
  }

  private static func accept(_ arguments: [String]) throws(CommandError) -> ExitCode {
    var parser = Arguments(arguments)
    var report = "darkroom-report", baselines: String?, states: [String] = []
    while let option = parser.nextOption() {
      switch option {
      case "--report": report = try parser.value(for: option)
      case "--baselines": baselines = try parser.value(for: option)
      case "--state": states.append(try parser.value(for: option))
      default: throw .usage("unknown option '\(option)' for run accept")
      }
    }
    guard parser.positional.isEmpty else { throw .usage("run accept takes no paths; give the report with --report") }
    do {
      let accepted = try Acceptance.accept(reportFolder: report, baselines: baselines, states: states) { Output.error("run: \($0)") }
      Output.print(accepted.isEmpty ? "run: nothing to accept; every state in \(report) is unchanged" : "run: accepted \(accepted.count) state\(accepted.count == 1 ? "" : "s"): \(accepted.joined(separator: ", "))")
      return .same
    } catch {
      throw CommandError(error.message)
    }
  }

  private static func merge(_ arguments: [String]) throws(CommandError) -> ExitCode {
    var parser = Arguments(arguments)
    while let option = parser.nextOption() { throw .usage("unknown option '\(option)' for run merge") }
    guard parser.positional.count >= 2 else { throw .usage("run merge needs the output folder and the shards' report folders") }
    do {
      let summary = try ReportMerge.merge(Array(parser.positional.dropFirst()), into: parser.positional[0]) { Output.error("run: \($0)") }
      Output.print("run: merged \(parser.positional.count - 1) shards: \(summary.line); report at \(parser.positional[0])/index.html")
      return summary.passed ? .same : .different
    } catch {
      throw CommandError(error.message)
    }
  }
}
