import Foundation
import Testing

/// The bench's command line: the cases it lists are the names it accepts, and unknown names,
/// unknown options and folders it cannot write exit 2 with a message saying what to do.
@Suite struct BenchCommandTests {
  @Test func helpDescribesTheOptionsAndExitStatuses() throws {
    let result = try FidelityBenchTool.run(["--help"])
    #expect(result.status == 0)
    for word in ["--out DIR", "--list", "<case>.json", "Exit status"] { #expect(result.stdout.contains(word)) }
  }

  @Test func listPrintsFifteenDistinctCases() throws {
    let result = try FidelityBenchTool.run(["--list"])
    #expect(result.status == 0)
    let names = result.stdout.split(separator: "\n").map(String.init)
    #expect(names.count == 15)
    #expect(Set(names).count == 15)
    #expect(Set(names) == Set(RenderedCaseTests.expectedPixels.keys))
  }

  @Test func everyListedCaseIsAcceptedByName() throws {
    let names = try FidelityBenchTool.run(["--list"]).stdout.split(separator: "\n").map(String.init)
    let folder = try FidelityBenchTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Named in reverse: the bench still renders each one once.
    let result = try FidelityBenchTool.run(["--out", folder.path] + names.reversed() + [names[0]])
    #expect(result.status == 0, "\(result.stderr)")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
    #expect(Set(pngs) == Set(names.map { $0 + ".png" }))
    let rendered = result.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
    #expect(rendered.map(String.init) == names)
  }

  @Test func anUnknownCaseExitsTwoNamesItAndRendersNothing() throws {
    let folder = try FidelityBenchTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try FidelityBenchTool.run(["--out", out.path, "clock-moon", "clock-sun"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no case named 'clock-sun'"))
    #expect(result.stderr.contains("clock-moon"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func unknownOptionsAndAnOutWithoutAFolderExitTwo() throws {
    let unknown = try FidelityBenchTool.run(["--fast"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown option '--fast'"))
    let missing = try FidelityBenchTool.run(["--out"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--out needs a value"))
  }

  @Test func aFolderThatCannotBeWrittenExitsTwoAndNamesIt() throws {
    let folder = try FidelityBenchTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-file")
    try Data("not a folder".utf8).write(to: file)
    for path in [file.path, file.appendingPathComponent("inside").path] {
      let result = try FidelityBenchTool.run(["--out", path, "clock-moon"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("cannot write to the folder \(path)"))
    }
  }
}
