import Foundation
import SeededRandom
import Testing

@testable import Darkroom

@Suite struct UnifiedDiffTests {
  @Test func writesHunksWithContextLikeDiffU() {
    let old = (1...12).map { "line \($0)\n" }.joined()
    var newLines = (1...12).map { "line \($0)\n" }
    newLines[1] = "line two\n"
    newLines.insert("inserted\n", at: 10)
    let diff = UnifiedDiff(old: old, new: newLines.joined())
    #expect(diff.render() == """
      --- reference
      +++ new
      @@ -1,5 +1,5 @@
       line 1
      -line 2
      +line two
       line 3
       line 4
       line 5
      @@ -8,5 +8,6 @@
       line 8
       line 9
       line 10
      +inserted
       line 11
       line 12

      """)
  }

  @Test func marksAMissingFinalNewline() {
    let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb")
    #expect(diff.render() == """
      --- reference
      +++ new
      @@ -1,2 +1,2 @@
       a
      -b
      +b
      \\ No newline at end of file

      """)
  }

  @Test func equalTextsHaveNoHunks() {
    #expect(UnifiedDiff(old: "x\ny\n", new: "x\ny\n").isEmpty)
    #expect(UnifiedDiff(old: "", new: "").isEmpty)
  }

  @Test func insertionIntoEmptyTextUsesAZeroRange() {
    #expect(UnifiedDiff(old: "", new: "new\n").render().contains("@@ -0,0 +1 @@"))
  }

  /// `patch` is the judge: applying the rendered diff to the old text must give the new one.
  @Test(arguments: 0..<25)
  func patchAppliesTheDiff(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15)
    let words = ["alpha", "beta", "gamma", "delta", "", "  indented", "tab\tseparated", "ünïcödé"]
    func text() -> String {
      var lines = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        words.randomElement(using: &generator)!
      }.joined(separator: "\n")
      if Bool.random(using: &generator) { lines += "\n" }
      return lines
    }
    let old = text(), new = text()
    let diff = UnifiedDiff(old: old, new: new)
    guard !diff.isEmpty else {
      // Only equal texts have an empty diff.
      #expect(old == new)
      return
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-patch-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("reference.txt")
    let patchFile = folder.appendingPathComponent("diff.patch")
    try Data(old.utf8).write(to: target)
    try Data(diff.render().utf8).write(to: patchFile)

    let patch = Process()
    patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
    patch.arguments = ["--quiet", "--batch", "--no-backup-if-mismatch", target.path, patchFile.path]
    try patch.run()
    patch.waitUntilExit()
    #expect(patch.terminationStatus == 0)
    #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == new)
  }
}

extension UnifiedDiffTests {
  @Test func windowsLineEndingsAreLinesToo() {
    let diff = UnifiedDiff(old: "one\r\ntwo\r\nthree\r\n", new: "one\r\n2\r\nthree\r\n")
    #expect(diff.hunks.first?.changes.count == 4)
    #expect(diff.render().contains("-two\r\n+2\r\n"))
  }
}
