import Foundation

/// SVG path data (the `d` attribute) turned into a ``Path``: every command of SVG 1.1's
/// path grammar (https://www.w3.org/TR/SVG11/paths.html#PathData), absolute and relative:
/// M L H V C S Q T A Z.
enum SVGPathData {
  /// The path data is not valid SVG.
  struct SyntaxError: Error, Equatable, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }

  static func parse(_ data: String) throws -> Path {
    var scanner = NumberScanner(Array(data.utf8))
    var path = Path()
    var current = CGPoint.zero, subpathStart = CGPoint.zero
    var lastCubicControl: CGPoint?, lastQuadControl: CGPoint?
    var command: UInt8?
    while true {
      scanner.skipSeparators()
      guard let byte = scanner.peek() else { break }
      if isCommand(byte) {
        command = byte
        scanner.advance()
      } else if command == nil {
        throw SyntaxError(reason: "path data must start with a command, found '\(Character(UnicodeScalar(byte)))'")
      } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        throw SyntaxError(reason: "numbers after a Z command")
      }
      guard let letter = command else { break }
      let relative = letter >= UInt8(ascii: "a")
      func point() throws -> CGPoint {
        let x = try scanner.number(), y = try scanner.number()
        return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
      }
      var cubic: CGPoint?, quad: CGPoint?
      switch letter | 0x20 {
      case UInt8(ascii: "m"):
        current = try point()
        subpathStart = current
        path.move(to: current)
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // later pairs are lines
      case UInt8(ascii: "l"):
        current = try point()
        path.addLine(to: current)
      case UInt8(ascii: "h"):
        let x = try scanner.number()
        current = CGPoint(x: relative ? current.x + x : x, y: current.y)
        path.addLine(to: current)
      case UInt8(ascii: "v"):
        let y = try scanner.number()
        current = CGPoint(x: current.x, y: relative ? current.y + y : y)
        path.addLine(to: current)
      case UInt8(ascii: "c"):
        let c1 = try point(), c2 = try point(), end = try point()
        path.addCurve(to: end, control1: c1, control2: c2)
        cubic = c2
        current = end
      case UInt8(ascii: "s"):
        let c1 = reflection(of: lastCubicControl, about: current)
        let c2 = try point(), end = try point()
        path.addCurve(to: end, control1: c1, control2: c2)
        cubic = c2
        current = end
      case UInt8(ascii: "q"):
        let control = try point(), end = try point()
        path.addQuadCurve(to: end, control: control)
        quad = control
        current = end
      case UInt8(ascii: "t"):
        let control = reflection(of: lastQuadControl, about: current)
        let end = try point()
        path.addQuadCurve(to: end, control: control)
        quad = control
        current = end
      case UInt8(ascii: "a"):
        let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
        let large = try scanner.flag(), sweep = try scanner.flag()
        let end = try point()
        SVGArc.append(from: current, to: end, radii: CGSize(width: rx, height: ry), rotationDegrees: rotation,
                      largeArc: large, sweep: sweep, to: &path)
        current = end
      case UInt8(ascii: "z"):
        path.closeSubpath()
        current = subpathStart
      default:
        throw SyntaxError(reason: "unknown path command '\(Character(UnicodeScalar(letter)))'")
      }
      lastCubicControl = cubic
      lastQuadControl = quad
    }
    return path
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
  }

  private static func reflection(of control: CGPoint?, about point: CGPoint) -> CGPoint {
    guard let control else { return point }
    return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
  }
}

/// Reads SVG numbers (`-1.5e-3`, `.5.5` is two numbers) and arc flags.
struct NumberScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
  mutating func advance() { index += 1 }

  mutating func skipSeparators() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2C { advance() }
  }

  var isAtEnd: Bool {
    mutating get {
      skipSeparators()
      return peek() == nil
    }
  }

  mutating func number() throws -> Double {
    skipSeparators()
    let start = index
    if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
    var digits = 0, seenDot = false
    while let byte = peek() {
      if byte >= 0x30 && byte <= 0x39 {
        digits += 1
      } else if byte == UInt8(ascii: "."), !seenDot {
        seenDot = true
      } else {
        break
      }
      advance()
    }
    if digits > 0, let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      let mark = index
      advance()
      if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
      var exponentDigits = 0
      while let byte = peek(), byte >= 0x30 && byte <= 0x39 { advance(); exponentDigits += 1 }
      if exponentDigits == 0 { index = mark }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard digits > 0, let value = Double(text), value.isFinite else {
      let found = index < bytes.count ? "'\(Character(UnicodeScalar(bytes[index])))'" : "the end"
      throw SVGPathData.SyntaxError(reason: "expected a number at character \(start + 1), found \(found)")
    }
    return value
  }

  mutating func flag() throws -> Bool {
    skipSeparators()
    guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
      throw SVGPathData.SyntaxError(reason: "expected an arc flag (0 or 1) at character \(index + 1)")
    }
    advance()
    return byte == UInt8(ascii: "1")
  }
}
