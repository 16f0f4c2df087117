import InlineSnapshotTesting

/// A test's source: the call at each likely place (every bracket, every `assertInlineSnapshot`,
/// and positions no compiler gives) located and its snapshot written, removed or replaced.
enum InlineSourceHarness {
  private static let values: [String?] = [nil, "42", "a\"\"\"#\\(x)\r\n\u{0}\t#\"\"\"##", "", "line\n\nline"]

  static func rewrite(_ bytes: [UInt8], path: String) -> FuzzOutcome {
    var rewritten = 0, refused = 0
    for (index, site) in sites(in: bytes).enumerated() {
      let actual = values[index % values.count]
      let descriptor =
        index % 4 == 3
        ? InlineSnapshotSyntaxDescriptor(deprecatedTrailingClosureLabels: ["output"], trailingClosureLabel: "html", trailingClosureOffset: 1)
        : InlineSnapshotSyntaxDescriptor()
      do {
        guard
          try InlineSourceRewriting.rewrite(
            bytes, path: path, line: site.line, column: site.column, actual: actual, hadExpected: index % 2 == 1,
            descriptor: descriptor) != nil
        else { continue }
        rewritten += 1
      } catch {
        guard error.description.contains(path) else { return .unnamedFile(error.description) }
        refused += 1
      }
    }
    return .value("\(rewritten) rewritten, \(refused) refused")
  }

  /// Lines and columns to try: up to 12 brackets and 4 calls by name, then impossible ones.
  static func sites(in bytes: [UInt8]) -> [(line: Int, column: Int)] {
    var sites: [(line: Int, column: Int)] = []
    var brackets = 0, calls = 0
    var line = 1, lineStart = 0
    let name = Array("assertInlineSnapshot".utf8)
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
        continue
      }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{"), brackets < 12 {
        brackets += 1
        sites.append((line, offset - lineStart + 1))
      }
      if byte == name[0], calls < 4, bytes[offset...].starts(with: name) {
        calls += 1
        sites.append((line, offset - lineStart + 1))
      }
    }
    return sites + [(0, 0), (1, Int.max), (Int.max, 1), (line, Int.max / 2), (min(2, line), Int.max), (-1, -1)]
  }
}
