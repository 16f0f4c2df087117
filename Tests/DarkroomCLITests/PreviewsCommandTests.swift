import Foundation
import Testing

/// `darkroom previews` as a user runs it: its help, and the errors it gives before building.
/// The whole run (build, export, gallery) is exercised by scripts/demo-previews.sh.
@Suite struct PreviewsCommandTests {
  @Test func helpDescribesTheModesAndTheRootListsTheCommand() throws {
    let help = try DarkroomTool.run(["previews", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: darkroom previews export <folder> [options]"))
    #expect(help.stdout.contains("--module <name>"))
    #expect(try DarkroomTool.run(["--help"]).stdout.contains("previews"))
  }

  @Test func badArgumentsExitTwoWithAMessage() throws {
    let cases: [([String], String)] = [
      (["previews"], "previews needs a mode: export, names, layout, record or verify"),
      (["previews", "render"], "unknown previews mode 'render'; use export, names, layout, record or verify"),
      (["previews", "export"], "previews export needs one path, the folder to write"),
      (["previews", "layout", "--colour"], "unknown option '--colour' for previews layout"),
      (["previews", "layout", "--module"], "--module needs a value"),
      (["previews", "record"], "previews record needs one folder, the baselines"),
      (["previews", "record", "b", "--shard", "1/2"], "--shard is for previews verify"),
    ]
    for (arguments, message) in cases {
      let result = try DarkroomTool.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("darkroom: \(message)"), "\(result.stderr)")
    }
  }

  @Test func aPackageThatDoesNotBuildExitsTwo() throws {
    let result = try DarkroomTool.run(["previews", "layout", "--package-path", "/nonexistent/package"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("the package's tests did not build"))
  }
}
