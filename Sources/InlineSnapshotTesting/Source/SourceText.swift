/// A Swift source file as UTF-8 bytes, with the start of every line, so that a compiler
/// position (`#line`, `#column`, both counted from 1, the column in UTF-8 bytes) can be turned
/// into an offset and back.
///
/// Everything that reads source works on bytes: every character that means something to the
/// scanner (quotes, brackets, `#`, `\`, `/`) is one ASCII byte, and offsets stay valid for
/// slicing the text back out.
struct SourceText: Sendable, Equatable {
  let bytes: [UInt8]
  /// The offset where each line starts; line 1 starts at 0.
  let lineStarts: [Int]

  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The offset of a line and column, or `nil` when the file has no such place.
  func offset(line: Int, column: Int) -> Int? {
    // A column past the end of the file is no place in it (and would overflow the sum).
    guard line >= 1, line <= lineStarts.count, column >= 1, column <= bytes.count + 1 else { return nil }
    let offset = lineStarts[line - 1] + column - 1
    let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
    return offset <= lineEnd ? offset : nil
  }

  /// The line (from 1) an offset is on.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let start = lineStarts[line(of: offset) - 1]
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// One level of the file's indentation: the leading whitespace of its first indented line
  /// (skipping the ` * ` lines of block comments), or two spaces for a file with none.
  var indentationUnit: String {
    for (index, start) in lineStarts.enumerated() {
      let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
      let line = bytes[start..<end]
      guard let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") else {
        continue
      }
      guard let content = line.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
        bytes[content] != UInt8(ascii: "\n"), bytes[content] != UInt8(ascii: "\r"),
        bytes[content] != UInt8(ascii: "*")
      else { continue }
      return String(decoding: bytes[start..<content], as: UTF8.self)
    }
    return "  "
  }

  /// The text between two offsets.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
