import Foundation

/// Fills a printf-style format with arguments for a locale, the way `String(format:locale:)`
/// does on Apple's platforms: `%d`/`%lld` and `%f` with the locale's digits, grouping and
/// decimal separator (from CLDR, through ICU), `%@` for strings, positional `%2$@`. The
/// digits are the locale's ``NumberingSystem``, the same Foundation gives a view.
///
/// ```swift
/// let german = StringFormatter(locale: Locale(identifier: "de"))
/// try german.format("%lld Dateien, %.1f MB", [.integer(1234), .double(2.5)])   // "1.234 Dateien, 2,5 MB"
/// try german.format("%2$@ von %1$@", [.string("Ana"), .string("Fotos")])        // "Fotos von Ana"
/// ```
///
/// Arguments that do not fit (too few, a string for `%d`) are a `StringFormatError`, never a
/// crash. Dates shown with `%@` use the locale's short date and time in `timeZone` (UTC unless
/// set), so output does not depend on the machine.
public struct StringFormatter: Sendable {
  /// The locale whose number and date formats are used.
  public let locale: LanguageTag
  /// The time zone dates are shown in; an Olson identifier such as `"Europe/Berlin"`.
  public var timeZone: String
  /// The digits numbers and dates are written with (`latn`, `arab`…).
  public let numberingSystem: String

  public init(locale: Locale, timeZone: String = "UTC") {
    self.init(
      language: LanguageTag(locale) ?? LanguageTag(language: "en"), timeZone: timeZone,
      numberingSystem: NumberingSystem.of(locale))
  }

  /// - Parameter numberingSystem: the digits to use; by default the language's own
  ///   (``NumberingSystem/default(for:)``).
  public init(language: LanguageTag, timeZone: String = "UTC", numberingSystem: String? = nil) {
    self.locale = language
    self.timeZone = timeZone
    self.numberingSystem = numberingSystem ?? NumberingSystem.default(for: language)
  }

  /// The format with every conversion replaced by its argument.
  /// - Throws: `StringFormatError` when an argument is missing or of the wrong kind;
  ///   `ICUError` when ICU cannot format a number or date for the locale.
  public func format(_ format: String, _ arguments: [StringArgument]) throws -> String {
    var output = ""
    var next = 1
    for piece in FormatSpecifier.parse(format) {
      switch piece {
      case .literal(let text):
        output += text
      case .specifier(let specifier):
        guard specifier.takesArgument else {
          output += "%"
          continue
        }
        let number = specifier.position ?? next
        if specifier.position == nil { next += 1 }
        func fail(_ problem: String) -> StringFormatError {
          StringFormatError(format: format, specifier: specifier.text, argumentNumber: number, problem: problem)
        }
        if specifier.substitutionName != nil {
          throw fail("is a substitution token; resolve the key through StringCatalogSet, which replaces it with a plural form.")
        }
        guard arguments.indices.contains(number - 1) else {
          throw fail("is missing: \(arguments.count) argument(s) were given. Pass one argument per specifier.")
        }
        output += pad(try convert(specifier, arguments[number - 1], fail), specifier)
      }
    }
    return output
  }

  private func convert(
    _ specifier: FormatSpecifier, _ argument: StringArgument, _ fail: (String) -> StringFormatError
  ) throws -> String {
    switch specifier.conversion {
    case "d", "i", "u":
      switch argument {
      case .integer(let value): return sign(try number(.integer(Int64(value)), fractionDigits: 0), value >= 0, specifier)
      case .double(let value) where value.rounded() == value && abs(value) < 9e18:
        return sign(try number(.integer(Int64(value)), fractionDigits: 0), value >= 0, specifier)
      default: throw fail("\(argument.kind); the specifier needs a whole number. Pass .integer, or use %f or %@.")
      }
    case "o", "x", "X":
      guard case .integer(let value) = argument else {
        throw fail("\(argument.kind); the specifier needs a whole number. Pass .integer.")
      }
      let digits = String(UInt64(bitPattern: Int64(value)), radix: specifier.conversion == "o" ? 8 : 16, uppercase: specifier.conversion == "X")
      return digits
    case "f", "F", "e", "E", "g", "G", "a", "A":
      let value: Double
      switch argument {
      case .integer(let integer): value = Double(integer)
      case .double(let double): value = double
      default: throw fail("\(argument.kind); the specifier needs a number. Pass .double or .integer, or use %@.")
      }
      guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
      if specifier.conversion == "f" || specifier.conversion == "F" {
        return sign(try number(.double(value), fractionDigits: specifier.precision ?? 6), value >= 0, specifier)
      }
      // Scientific and shortest forms: C's layout, with the locale's decimal separator.
      let c = String(format: "%" + (specifier.precision.map { ".\($0)" } ?? "") + String(specifier.conversion), value)
      return c.replacingOccurrences(of: ".", with: try decimalSeparator())
    case "c", "C":
      switch argument {
      case .integer(let value): return Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? "\u{FFFD}"
      case .string(let text): return text.first.map(String.init) ?? ""
      default: throw fail("\(argument.kind); the specifier needs a character. Pass .string or .integer.")
      }
    default:  // @ s S
      switch argument {
      case .string(let text):
        return specifier.precision.map { String(text.prefix($0)) } ?? text
      case .integer(let value): return try number(.integer(Int64(value)), fractionDigits: 0)
      case .double(let value):
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        return try shortest(value)
      case .date(let date):
        return try ICUDateFormatter.shared(locale: locale, numberingSystem: numberingSystem, timeZone: timeZone).string(from: date)
      }
    }
  }

  private func number(_ value: NumberValue, fractionDigits: Int) throws(ICUError) -> String {
    try ICUNumberFormatter.shared(
      skeleton: ICUNumberFormatter.skeleton(fractionDigits: fractionDigits), locale: locale, numberingSystem: numberingSystem
    ).format(value)
  }

  /// A double shown with as many fraction digits as it needs (up to 15), as `%@` shows a number.
  private func shortest(_ value: Double) throws(ICUError) -> String {
    try ICUNumberFormatter.shared(skeleton: ".##############", locale: locale, numberingSystem: numberingSystem)
      .format(.double(value))
  }

  private func decimalSeparator() throws(ICUError) -> String {
    let half = try number(.double(0.5), fractionDigits: 1)
    let characters = Array(half)
    return characters.count == 3 ? String(characters[1]) : "."
  }

  private func sign(_ text: String, _ nonNegative: Bool, _ specifier: FormatSpecifier) -> String {
    guard nonNegative else { return text }
    if specifier.flags.contains("+") { return "+" + text }
    if specifier.flags.contains(" ") { return " " + text }
    return text
  }

  /// Width: spaces before (or after, with `-`), or zeros after the sign with `0`.
  private func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
    guard let width = specifier.width, text.count < width else { return text }
    let padding = width - text.count
    if specifier.flags.contains("-") { return text + String(repeating: " ", count: padding) }
    if specifier.flags.contains("0"), specifier.isNumeric {
      let signs: Set<Character> = ["-", "+", " ", "\u{2212}"]
      if let first = text.first, signs.contains(first) {
        return String(first) + String(repeating: "0", count: padding) + text.dropFirst()
      }
      return String(repeating: "0", count: padding) + text
    }
    return String(repeating: " ", count: padding) + text
  }
}
