import CICU
import Synchronization

/// A number formatter of ICU's for one locale and one skeleton (`precision-integer`, `.00`),
/// shared between threads: ICU documents `UNumberFormatter` as immutable and thread-safe once
/// built, and each call formats into a result object of its own. The pointer is never
/// written after `init`, which is why the class can be `Sendable`.
final class ICUNumberFormatter: @unchecked Sendable {
  private let formatter: UnsafeMutableRawPointer
  let locale: LanguageTag
  let skeleton: String

  private init(skeleton: String, locale: LanguageTag, numberingSystem: String) throws(ICUError) {
    var status: Int32 = 0
    let units = Array(skeleton.utf16)
    let identifier = locale.icuIdentifier + "@numbers=" + numberingSystem
    let pointer = units.withUnsafeBufferPointer { units in
      darkroom_icu_number_open(units.baseAddress, Int32(units.count), identifier, &status)
    }
    try ICUError.check(status, "open a number formatter with skeleton '\(skeleton)'", locale.description)
    guard let pointer else {
      throw ICUError(operation: "open a number formatter with skeleton '\(skeleton)'", subject: locale.description, code: 1)
    }
    self.formatter = pointer
    self.locale = locale
    self.skeleton = skeleton
  }

  deinit { darkroom_icu_number_close(formatter) }

  /// Formats a number and hands the formatted result to `body` (for plural selection), then
  /// returns the text.
  func format<T>(
    _ value: NumberValue, _ body: (UnsafeMutableRawPointer) throws(ICUError) -> T
  ) throws(ICUError) -> (text: String, extra: T) {
    var status: Int32 = 0
    guard let result = darkroom_icu_result_open(&status), status <= 0 else {
      throw ICUError(operation: "open a number result", subject: locale.description, code: max(status, 1))
    }
    defer { darkroom_icu_result_close(result) }
    switch value {
    case .integer(let integer): darkroom_icu_number_format_int(formatter, integer, result, &status)
    case .double(let double): darkroom_icu_number_format_double(formatter, double, result, &status)
    }
    try ICUError.check(status, "format \(value)", locale.description)
    let text = try icuUTF16("read a formatted number", locale.description) { buffer, capacity, status in
      darkroom_icu_result_text(result, buffer, capacity, status)
    }
    return (text, try body(result))
  }

  func format(_ value: NumberValue) throws(ICUError) -> String {
    try format(value) { _ throws(ICUError) in () }.text
  }

  // MARK: Shared instances

  private struct Key: Hashable {
    let locale: LanguageTag
    let skeleton: String
    let numberingSystem: String
  }

  private static let cache = Mutex<[Key: ICUNumberFormatter]>([:])

  /// The formatter for a locale, skeleton and numbering system, built once per process.
  static func shared(skeleton: String, locale: LanguageTag, numberingSystem: String) throws(ICUError) -> ICUNumberFormatter {
    let key = Key(locale: locale, skeleton: skeleton, numberingSystem: numberingSystem)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let made = try ICUNumberFormatter(skeleton: skeleton, locale: locale, numberingSystem: numberingSystem)
    return cache.withLock { cache in
      if let raced = cache[key] { return raced }
      cache[key] = made
      return made
    }
  }

  /// The skeleton for a number shown with exactly `fractionDigits` digits after the decimal
  /// separator (`precision-integer`, `.00`), grouped as the locale groups.
  static func skeleton(fractionDigits: Int) -> String {
    fractionDigits <= 0 ? "precision-integer" : "." + String(repeating: "0", count: min(fractionDigits, 30))
  }
}

/// A number to format: integers stay exact, doubles keep their fraction.
enum NumberValue: Sendable, CustomStringConvertible {
  case integer(Int64)
  case double(Double)

  var description: String {
    switch self {
    case .integer(let value): "\(value)"
    case .double(let value): "\(value)"
    }
  }
}
