import Foundation
import Testing

/// Runs the built `darkroom` tool as a user would and checks what it prints and returns.
@Suite struct RootCommandTests {
  @Test func helpListsUsageOptionsAndExitCodes() throws {
    for flag in ["--help", "-h", "help"] {
      let result = try DarkroomTool.run([flag])
      #expect(result.status == 0)
      #expect(result.stdout.contains("USAGE: darkroom <command> [options]"))
      #expect(result.stdout.contains("--version"))
      #expect(result.stdout.contains("EXIT STATUS:"))
      #expect(result.stderr.isEmpty)
    }
  }

  @Test func noArgumentsPrintsHelp() throws {
    let result = try DarkroomTool.run([])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE:"))
  }

  @Test func versionIsSemantic() throws {
    let result = try DarkroomTool.run(["--version"])
    #expect(result.status == 0)
    let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(version.split(separator: ".").count == 3)
    #expect(version.split(separator: ".").allSatisfy { Int($0) != nil })
  }

  @Test func unknownCommandExitsTwoAndPointsAtHelp() throws {
    let result = try DarkroomTool.run(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("darkroom: unknown command 'frobnicate'"))
    #expect(result.stderr.contains("darkroom --help"))
  }

  @Test func unknownOptionExitsTwo() throws {
    let result = try DarkroomTool.run(["--frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown option '--frobnicate'"))
  }
}
