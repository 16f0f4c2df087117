import Foundation

/// The elements of an SVG file, read with a small scanner that knows only what symbol
/// templates use: start, end and empty tags with quoted attributes. Comments, the XML
/// declaration, the doctype and text are skipped.
struct SVGElement {
  enum Kind { case start, end, empty }
  let kind: Kind
  let name: String
  let attributes: [String: String]

  struct SyntaxError: Error, Equatable, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }

  static func scan(_ text: String) throws -> [SVGElement] {
    let bytes = Array(text.utf8)
    var elements: [SVGElement] = []
    var index = 0
    func starts(with prefix: String, at position: Int) -> Bool {
      let prefixBytes = Array(prefix.utf8)
      return position + prefixBytes.count <= bytes.count && Array(bytes[position..<(position + prefixBytes.count)]) == prefixBytes
    }
    func skip(past terminator: String, from position: Int) throws -> Int {
      var cursor = position
      while cursor < bytes.count {
        if starts(with: terminator, at: cursor) { return cursor + terminator.utf8.count }
        cursor += 1
      }
      throw SyntaxError(reason: "'\(terminator)' is missing")
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if starts(with: "<!--", at: index) { index = try skip(past: "-->", from: index); continue }
      if starts(with: "<?", at: index) { index = try skip(past: "?>", from: index); continue }
      if starts(with: "<!", at: index) { index = try skip(past: ">", from: index); continue }
      let isEnd = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
      var cursor = index + (isEnd ? 2 : 1)
      let nameStart = cursor
      while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") {
        cursor += 1
      }
      let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
      guard !name.isEmpty else { throw SyntaxError(reason: "a tag without a name at byte \(index)") }
      var attributes: [String: String] = [:]
      var kind: Kind = isEnd ? .end : .start
      while true {
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { throw SyntaxError(reason: "the tag <\(name)> is not closed") }
        if bytes[cursor] == UInt8(ascii: ">") { cursor += 1; break }
        if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: ">") {
          kind = .empty
          cursor += 2
          break
        }
        let keyStart = cursor
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "="), !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") {
          cursor += 1
        }
        let key = String(decoding: bytes[keyStart..<cursor], as: UTF8.self)
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else {
          throw SyntaxError(reason: "the attribute '\(key)' of <\(name)> has no value")
        }
        cursor += 1
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else {
          throw SyntaxError(reason: "the attribute '\(key)' of <\(name)> is not quoted")
        }
        let quote = bytes[cursor]
        cursor += 1
        let valueStart = cursor
        while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
        guard cursor < bytes.count else { throw SyntaxError(reason: "the attribute '\(key)' of <\(name)> is not closed") }
        attributes[key] = unescape(String(decoding: bytes[valueStart..<cursor], as: UTF8.self))
        cursor += 1
      }
      elements.append(SVGElement(kind: kind, name: name, attributes: attributes))
      index = cursor
    }
    return elements
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  private static func unescape(_ value: String) -> String {
    guard value.contains("&") else { return value }
    return value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

/// SVG's `transform` attribute: `matrix`, `translate`, `scale`, one after another.
enum SVGTransform {
  static func parse(_ text: String) throws -> AffineMap {
    var map = AffineMap.identity
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "(") {
      guard let close = rest[open...].firstIndex(of: ")") else {
        throw SVGElement.SyntaxError(reason: "the transform '\(text)' is missing ')'")
      }
      let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
      var scanner = NumberScanner(Array(rest[rest.index(after: open)..<close].utf8))
      var numbers: [Double] = []
      while !scanner.isAtEnd {
        do { numbers.append(try scanner.number()) } catch {
          throw SVGElement.SyntaxError(reason: "the transform '\(text)' has a value that is not a number")
        }
      }
      let step: AffineMap
      switch (name, numbers.count) {
      case ("matrix", 6):
        step = AffineMap(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
      case ("translate", 1): step = .translation(numbers[0], 0)
      case ("translate", 2): step = .translation(numbers[0], numbers[1])
      case ("scale", 1): step = .scale(numbers[0], numbers[0])
      case ("scale", 2): step = .scale(numbers[0], numbers[1])
      default:
        throw SVGElement.SyntaxError(reason: "the transform '\(name)(…)' with \(numbers.count) values is not supported")
      }
      // The rightmost transform applies first.
      map = step.then(map)
      rest = rest[rest.index(after: close)...]
    }
    return map
  }
}
