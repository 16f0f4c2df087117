import Foundation

/// Fills a `printf`-style format (as string tables hold them) with a key's arguments,
/// each written for the environment's locale.
///
/// Specifiers are `%[n$][flags][width][.precision][length]conversion`. Integers (`d`, `i`,
/// `u`) get the locale's digit grouping and floating point (`f`, `F`) the locale's decimal
/// separator and grouping, as Foundation writes a format with a locale; `%@` shows strings,
/// dates, formatted values and styled `Text` as they are. A specifier without an argument
/// shows as written and an argument of another type is shown as best it can be: nothing a
/// translator writes can stop a render.
enum FormatFilling {
  /// A piece of filled text: characters, or an interpolated `Text` with its own styling.
  enum Piece: Equatable {
    case string(String)
    case text(Text)
  }

  /// Fills `format`; `nextArgument` is the argument the first specifier without a position
  /// takes, and is left at the one after the last taken, so a format split into pieces
  /// (Markdown spans) takes its arguments in order across them.
  static func fill(_ format: String, arguments: [FormatArgument], environment: EnvironmentValues, nextArgument: inout Int)
    -> [Piece]
  {
    var pieces: [Piece] = []
    var literal = ""
    let characters = Array(format.unicodeScalars)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "%", index + 1 < characters.count else {
        literal.unicodeScalars.append(character)
        index += 1
        continue
      }
      guard let specifier = Specifier(characters, at: index + 1) else {
        literal.unicodeScalars.append(character)
        index += 1
        continue
      }
      index = specifier.end
      if specifier.conversion == "%" {
        literal += "%"
        continue
      }
      let position: Int
      if let explicit = specifier.position {
        position = explicit - 1
      } else {
        position = nextArgument
        nextArgument += 1
      }
      guard arguments.indices.contains(position) else {
        literal += String(String.UnicodeScalarView(characters[specifier.start - 1..<specifier.end]))
        continue
      }
      switch specifier.write(arguments[position], in: environment) {
      case .string(let string):
        literal += string
      case .text(let text):
        if !literal.isEmpty { pieces.append(.string(literal)) }
        literal = ""
        pieces.append(.text(text))
      }
    }
    if !literal.isEmpty || pieces.isEmpty { pieces.append(.string(literal)) }
    return pieces
  }
}

/// One conversion specifier of a format.
private struct Specifier {
  /// The index just after the `%`, and just after the conversion character.
  let start: Int
  let end: Int
  /// The 1-based argument position of `%2$@`, or `nil` for the next argument.
  var position: Int?
  var flags: Set<Unicode.Scalar> = []
  var width: Int?
  var precision: Int?
  var conversion: Unicode.Scalar = "@"

  private static let conversions = Set("diuoxXfFeEgGaAcCsSp@%".unicodeScalars)
  private static let lengths = Set("hlqLzjt".unicodeScalars)

  init?(_ characters: [Unicode.Scalar], at start: Int) {
    self.start = start
    var index = start
    func number() -> Int? {
      var value: Int?
      while index < characters.count, let digit = Int(String(characters[index])), characters[index].isASCII {
        value = min((value ?? 0) * 10 + digit, 10_000)
        index += 1
      }
      return value
    }
    let digitsStart = index
    if let value = number(), index < characters.count, characters[index] == "$" {
      position = value
      index += 1
    } else {
      index = digitsStart
    }
    while index < characters.count, "-+ #0'".unicodeScalars.contains(characters[index]) {
      flags.insert(characters[index])
      index += 1
    }
    width = number()
    if index < characters.count, characters[index] == "." {
      index += 1
      precision = number() ?? 0
    }
    while index < characters.count, Specifier.lengths.contains(characters[index]) { index += 1 }
    guard index < characters.count, Specifier.conversions.contains(characters[index]) else { return nil }
    conversion = characters[index]
    end = index + 1
  }

  func write(_ argument: FormatArgument, in environment: EnvironmentValues) -> FormatFilling.Piece {
    let locale = environment.locale
    let body: String
    switch argument {
    case .text(let text):
      return .text(text)
    case .formatted(let formatted):
      body = formatted.string(in: environment)
    case .date(let date, let style):
      body = style.string(date, in: environment)
    case .value(.date(let date)):
      body = Text.DateStyle.date.string(date, in: environment) + " " + Text.DateStyle.time.string(date, in: environment)
    case .value(.string(let string)):
      body = string
    case .value(.integer(let integer)):
      body = writeNumber(Double(integer), integer: integer, locale: locale)
    case .value(.double(let double)):
      body = writeNumber(double, integer: nil, locale: locale)
    }
    return .string(padded(body))
  }

  private func writeNumber(_ value: Double, integer: Int?, locale: Locale) -> String {
    var sign = ""
    if flags.contains("+") && value >= 0 { sign = "+" } else if flags.contains(" ") && value >= 0 { sign = " " }
    switch conversion {
    case "d", "i", "u", "@", "s", "S":
      if let integer {
        return sign + integer.formatted(IntegerFormatStyle<Int>(locale: locale))
      }
      if conversion == "@" || conversion == "s" || conversion == "S" {
        return sign + value.formatted(FloatingPointFormatStyle<Double>(locale: locale))
      }
      if let whole = Int(exactly: value.rounded(.towardZero)) {
        return sign + whole.formatted(IntegerFormatStyle<Int>(locale: locale))
      }
      return sign + value.formatted(FloatingPointFormatStyle<Double>(locale: locale))
    case "f", "F":
      guard value.isFinite else { return sign + String(value) }
      let digits = min(precision ?? 6, 30)
      return sign + value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(digits)))
    case "x", "X", "o", "c", "C":
      let whole = integer ?? Int(exactly: value.rounded(.towardZero)) ?? 0
      switch conversion {
      case "x": return String(UInt(bitPattern: whole), radix: 16)
      case "X": return String(UInt(bitPattern: whole), radix: 16, uppercase: true)
      case "o": return String(UInt(bitPattern: whole), radix: 8)
      default: return Unicode.Scalar(UInt32(clamping: whole)).map { String(Character($0)) } ?? ""
      }
    default:
      // e, E, g, G, a, A, p: C's own writing, with the locale's decimal separator.
      let written = String(format: "%" + (precision.map { ".\($0)" } ?? "") + String(Character(conversion)), locale: nil, value)
      return sign + written.replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
    }
  }

  /// The text widened to the specifier's width: zeros or spaces before, or spaces after
  /// with the `-` flag.
  private func padded(_ body: String) -> String {
    guard let width, body.count < width else { return body }
    let padding = width - body.count
    if flags.contains("-") { return body + String(repeating: " ", count: padding) }
    if flags.contains("0"), "diufF".unicodeScalars.contains(conversion) {
      let negative = body.hasPrefix("-") || body.hasPrefix("+")
      let digits = negative ? String(body.dropFirst()) : body
      return (negative ? String(body.prefix(1)) : "") + String(repeating: "0", count: padding) + digits
    }
    return String(repeating: " ", count: padding) + body
  }
}
