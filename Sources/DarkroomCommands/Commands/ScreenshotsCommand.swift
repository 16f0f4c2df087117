import DarkroomHostRequest
import DarkroomFiles
import DarkroomRunsCore

/// `darkroom screenshots`: a run's App Store screenshots, rendered by the host in the test
/// binary (as `darkroom run` renders states) and written as fastlane's `deliver` uploads them. The size,
/// screen and language names are checked in the test binary, which knows the run; this tool
/// checks that each list is well formed.
enum ScreenshotsCommand: Command {
  static let name = "screenshots"
  static let abstract = "Write a run's App Store screenshots, bare or framed, per language and store size"
  static let help = """
    USAGE: darkroom screenshots [options]

    Renders the screens of a run (a RunMatrixProvider in the package's tests) at App Store
    Connect's exact pixel sizes, in each of the run's languages, and writes
    <output>/<language>/<device>-<screen>.png, the folder layout fastlane deliver uploads,
    plus screenshots.html (by language and by screen). The run's ScreenshotPlan
    (RunMatrix.screenshots) names the screens, their title keys, sizes and framing; a run
    without one gets bare screenshots of every screen. Every PNG is RGB without alpha.
    Pseudo-languages are left out unless named with --languages.

    OPTIONS:
      --run <name>                The run to take when the package declares several.
      --sizes <list>              Store sizes, comma-separated: iphone-6.9, iphone-6.7, iphone-6.5,
                                  iphone-5.5, ipad-13, ipad-12.9 (add -landscape for landscape).
                                  Default: the plan's (iphone-6.9,ipad-13 without a plan).
      --screens <list>            Screens to include, in this order (default: the plan's).
      --languages <list>          Languages to include (default: the run's, less pseudo-languages).
      --frame, --no-frame         Compose each screen in a device frame under its localized title,
                                  or write the bare screen (default: the plan's choice).
      --output <folder>           Where to write (default: fastlane/screenshots). A full export
                                  replaces the run's earlier files and removes those it no longer
                                  makes; a narrowed one (--sizes, --screens, --languages) keeps them.
    \(PackageOptions.help)
      --no-progress               No line per screenshot.

    EXIT STATUS: 0 every screenshot written, 2 nothing written (build failure, unknown size,
    screen or language, a title that cannot fit; the message says what).

    EXAMPLES:
      darkroom screenshots
      darkroom screenshots --run shop --sizes iphone-6.9,ipad-13 --frame --output fastlane/screenshots
      darkroom screenshots --screens paywall --languages en,ja,ar --no-frame -c release
    """

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    let screenshots = try ScreenshotsRequest(arguments)
    return try HostLaunch.run(screenshots.request, command: "screenshots", package: screenshots.package)
  }
}

/// The arguments of `darkroom screenshots`: the package to build and the request for the
/// test binary.
struct ScreenshotsRequest {
  var package = PackageOptions()
  var request = HostRequest(job: .screenshots, resultFile: "")

  init(_ arguments: [String]) throws(CommandError) {
    var parser = Arguments(arguments)
    var framed: Bool?
    var output = "fastlane/screenshots"
    while let option = parser.nextOption() {
      if try package.read(option, from: &parser) { continue }
      if try RunnerFlags.read(option, from: &parser, into: &request) { continue }
      switch option {
      case "--run": request.run.matrix = try parser.value(for: option)
      case "--sizes": request.screenshots.sizes = try list(option, &parser)
      case "--screens": request.screenshots.screens = try list(option, &parser)
      case "--languages": request.screenshots.languages = try list(option, &parser)
      case "--frame", "--no-frame":
        try parser.flag(option)
        let value = option == "--frame"
        guard framed == nil || framed == value else { throw .usage("choose one of --frame and --no-frame") }
        framed = value
      case "--output": output = try parser.value(for: option)
      default: throw .usage("unknown option '\(option)' for screenshots")
      }
    }
    guard parser.positional.isEmpty else {
      throw .usage("screenshots takes no paths ('\(parser.positional[0])'); give the folder with --output")
    }
    request.screenshots.framed = framed
    request.screenshots.output = FileTree.absolute(output)
  }

  /// A comma-separated list with no empty or repeated item, as given.
  private func list(_ option: String, _ parser: inout Arguments) throws(CommandError) -> [String] {
    let text = try parser.value(for: option)
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    var seen: Set<String> = []
    for item in items {
      guard !item.isEmpty, !item.contains(" ") else {
        throw .usage("\(option) needs names separated by commas without spaces, like a,b, not '\(text)'")
      }
      guard seen.insert(item).inserted else { throw .usage("\(option) lists '\(item)' twice") }
    }
    return items
  }
}
