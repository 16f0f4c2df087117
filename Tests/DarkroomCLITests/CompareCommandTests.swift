import Foundation
import Testing

/// `darkroom compare` as a user runs it: exit codes, JSON, the human summary, the diff file.
/// The images are the committed fixtures of DarkroomImageTests; the pixelmatch counts are the
/// ones computed there with mapbox/pixelmatch 7.2.0.
@Suite struct CompareCommandTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("DarkroomImageTests/Fixtures")

  private func fixture(_ name: String) -> String {
    Self.fixtures.appendingPathComponent(name).path
  }

  private func json(_ result: DarkroomTool.Result) throws -> [String: Any] {
    let line = try #require(result.stdout.split(separator: "\n").last)
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func differentImagesExitOneWithCountsRegionsAndADiff() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diff = folder.appendingPathComponent("diff.png").path
    let result = try DarkroomTool.run(
      ["compare", fixture("pairs/text_a.png"), fixture("pairs/text_b.png"), "--threshold", "0.1", "--diff", diff, "--json"])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let object = try json(result)
    #expect(object["same"] as? Bool == false)
    #expect(object["outcome"] as? String == "different")
    #expect(object["differentPixels"] as? Int == 93)
    #expect(object["antialiasedPixels"] as? Int == 133)
    #expect(object["width"] as? Int == 64 && object["height"] as? Int == 40)
    #expect(abs((object["differentShare"] as? Double ?? 0) - 93.0 / 2560) < 1e-8, "shares are written with eight decimals")
    let regions = try #require(object["regions"] as? [[String: Int]])
    #expect(!regions.isEmpty && regions.allSatisfy { $0["width"]! > 0 && $0["pixels"]! > 0 })
    #expect(object["diff"] as? String == diff)
    let written = try Data(contentsOf: URL(fileURLWithPath: diff))
    #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diff.png"])
  }

  @Test func jsonEscapesAnyFileName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diff = folder.appendingPathComponent("di\"ff \\ näme\t.png").path
    let result = try DarkroomTool.run(
      ["compare", fixture("pairs/text_a.png"), fixture("pairs/text_b.png"), "--diff", diff, "--json", "--max-regions", "1"])
    let object = try json(result)
    #expect(object["diff"] as? String == diff)
    #expect((object["regions"] as? [Any])?.count == 1)
    #expect(FileManager.default.fileExists(atPath: diff))
  }

  @Test func theSummaryIsShortAndReadable() throws {
    let result = try DarkroomTool.run(["compare", fixture("pairs/button_a.png"), fixture("pairs/button_b.png"), "--threshold", "0.1"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("different: 269 of 2304 pixels differ (11.68%) beyond pixelmatch's threshold 0.1"))
    #expect(result.stdout.contains("Changed regions (x, y, width×height):"))
  }

  @Test func byteIdenticalFilesAreTheSameWithoutDecoding() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diff = folder.appendingPathComponent("diff.png").path
    let result = try DarkroomTool.run(
      ["compare", fixture("pairs/text_a.png"), fixture("pairs/text_a.png"), "--diff", diff, "--json"])
    #expect(result.status == 0)
    let object = try json(result)
    #expect(object["same"] as? Bool == true)
    #expect(object["identicalFiles"] as? Bool == true)
    #expect(object["differentPixels"] as? Int == 0)
    #expect(object["width"] as? Int == 64)
    #expect(!FileManager.default.fileExists(atPath: diff))
    let human = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), fixture("pairs/text_a.png")])
    #expect(human.stdout == "same: the files are byte-identical (64×40).\n")
  }

  @Test func samePixelsInDifferentFilesAreTheSameAndWriteNoDiff() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diff = folder.appendingPathComponent("diff.png").path
    // The same pixels, once plain and once interlaced.
    let result = try DarkroomTool.run(
      ["compare", fixture("decoding/rgba-8.png"), fixture("decoding/rgba-8-interlaced.png"), "--diff", diff, "--json"])
    #expect(result.status == 0)
    let object = try json(result)
    #expect(object["same"] as? Bool == true)
    #expect(object["identicalFiles"] as? Bool == false)
    #expect(object["diff"] is NSNull)
    #expect(!FileManager.default.fileExists(atPath: diff))
  }

  @Test func sizeMismatchIsReportedAsSuch() throws {
    let result = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), fixture("pairs/button_a.png"), "--json"])
    #expect(result.status == 1)
    let object = try json(result)
    #expect(object["outcome"] as? String == "sizeMismatch")
    #expect(object["newWidth"] as? Int == 48 && object["newHeight"] as? Int == 48)
    let human = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), fixture("pairs/button_a.png")])
    #expect(human.stdout.hasPrefix("size mismatch: The images differ in size: the reference is 64×40 pixels"))
  }

  @Test func optionsChooseTheRule() throws {
    let a = fixture("pairs/text_a.png"), b = fixture("pairs/text_b.png")
    func count(_ options: [String]) throws -> Int? {
      try json(try DarkroomTool.run(["compare", a, b, "--json"] + options))["differentPixels"] as? Int
    }
    #expect(try count(["--include-aa"]) == 226)
    #expect(try count(["--threshold", "0.2"]) == 92)
    #expect(try count(["--threshold=0"]) == 94)
    let exact = try #require(try count(["--exact"]))
    #expect(exact >= 226)
    #expect(try count([]) == exact, "exact is the default, as for every comparison")
    let tolerant = try #require(try count(["--tolerance", "24"]))
    #expect(tolerant > 0 && tolerant < exact)
    let perceptual = try #require(try count(["--perceptual-precision", "0.98"]))
    #expect(perceptual > 0 && perceptual <= exact)
  }

  @Test func precisionAndIgnoredRegionsCanMakeImagesTheSame() throws {
    let a = fixture("pairs/button_a.png"), b = fixture("pairs/button_b.png")
    #expect(try DarkroomTool.run(["compare", a, b, "--threshold", "0.1", "--precision", "0.88"]).status == 0)
    #expect(try DarkroomTool.run(["compare", a, b, "--threshold", "0.1", "--precision", "0.9"]).status == 1)
    let ignored = try DarkroomTool.run(["compare", a, b, "--threshold", "0.1", "--ignore", "0,0,48,30", "--ignore", "0,30,48,18", "--json"])
    #expect(ignored.status == 0)
    #expect(try json(ignored)["ignoredPixels"] as? Int == 2304)
  }

  @Test func unreadableInputExitsTwoNamingTheFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("notes.png")
    try Data("just some text".utf8).write(to: text)
    let notPNG = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), text.path])
    #expect(notPNG.status == 2)
    #expect(notPNG.stdout.isEmpty)
    #expect(notPNG.stderr.contains("darkroom: \(text.path) is not a PNG file"))

    let missing = folder.appendingPathComponent("missing.png").path
    let absent = try DarkroomTool.run(["compare", missing, fixture("pairs/text_a.png")])
    #expect(absent.status == 2)
    #expect(absent.stderr.contains("Could not read \(missing): No such file or directory"))

    let truncated = folder.appendingPathComponent("cut.png")
    try Data(try Data(contentsOf: URL(fileURLWithPath: fixture("pairs/text_b.png"))).prefix(300)).write(to: truncated)
    let cut = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), truncated.path])
    #expect(cut.status == 2)
    #expect(cut.stderr.contains(truncated.path))
  }

  @Test func anUnwritableDiffPathExitsTwoNamingIt() throws {
    let diff = "/nonexistent-folder-for-darkroom/diff.png"
    let result = try DarkroomTool.run(["compare", fixture("pairs/text_a.png"), fixture("pairs/text_b.png"), "--diff", diff])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Could not write \(diff): No such file or directory"))
  }

  @Test(arguments: [
    ["compare", "only-one.png"],
    ["compare", "a.png", "b.png", "--threshold", "2"],
    ["compare", "a.png", "b.png", "--ignore", "1,2,3"],
    ["compare", "a.png", "b.png", "--ignore", "0,0,-5,10"],
    ["compare", "a.png", "b.png", "--exact", "--threshold", "0.2"],
    ["compare", "a.png", "b.png", "--json=yes"],
    ["compare", "a.png", "b.png", "--frobnicate"],
  ])
  func badArgumentsExitTwoAndPointAtHelp(arguments: [String]) throws {
    let result = try DarkroomTool.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("darkroom: "))
    #expect(result.stderr.contains("darkroom --help"))
  }

  @Test func helpDescribesEveryOption() throws {
    let result = try DarkroomTool.run(["compare", "--help"])
    #expect(result.status == 0)
    for option in [
      "--diff", "--threshold", "--include-aa", "--precision", "--perceptual-precision", "--exact", "--tolerance",
      "--ignore", "--json", "EXIT STATUS",
    ] {
      #expect(result.stdout.contains(option), "\(option) is not in the help")
    }
    #expect(try DarkroomTool.run(["--help"]).stdout.contains("compare"))
  }
}
