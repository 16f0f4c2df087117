import Foundation
import Testing

/// `darkroom screenshots` as a user runs it: help and argument errors. The export itself is
/// exercised by DarkroomScreenshotsTests (files, sizes, page) and DarkroomRunsTests (the hook).
@Suite struct ScreenshotsCommandTests {
  @Test func helpShowsTheOptionsAndExamplesAndTheRootListsTheCommand() throws {
    let help = try DarkroomTool.run(["screenshots", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: darkroom screenshots [options]"))
    for text in ["--sizes <list>", "iphone-6.9", "ipad-13", "--frame, --no-frame", "<output>/<language>/<device>-<screen>.png", "EXAMPLES:"] {
      #expect(help.stdout.contains(text), "\(text)")
    }
    #expect(try DarkroomTool.run(["--help"]).stdout.contains("screenshots "))
  }

  @Test func badArgumentsExitTwoNamingTheValue() throws {
    let cases: [([String], String)] = [
      (["screenshots", "--sizes"], "--sizes needs a value"),
      (["screenshots", "--sizes", "iphone-6.9,,ipad-13"], "--sizes needs names separated by commas without spaces, like a,b, not 'iphone-6.9,,ipad-13'"),
      (["screenshots", "--languages", "en,ja,en"], "--languages lists 'en' twice"),
      (["screenshots", "--frame", "--no-frame"], "choose one of --frame and --no-frame"),
      (["screenshots", "--frame=yes"], "--frame takes no value"),
      (["screenshots", "--colour", "red"], "unknown option '--colour' for screenshots"),
      (["screenshots", "-c", "fast"], "-c must be debug or release, not 'fast'"),
      (["screenshots", "out"], "screenshots takes no paths ('out')"),
    ]
    for (arguments, message) in cases {
      let result = try DarkroomTool.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("darkroom: \(message)"), "\(result.stderr)")
    }
  }
}
