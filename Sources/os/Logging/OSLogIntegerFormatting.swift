/// How an interpolated integer is written: decimal, hexadecimal or octal, with an optional plus
/// sign, prefix, uppercase digits and a minimum number of digits, as `printf` writes them.
///
/// ```swift
/// logger.debug("Flags \(flags, format: .hex(includePrefix: true, minDigits: 4))")
/// ```
public struct OSLogIntegerFormatting {
  enum Radix {
    case decimal, hex, octal
  }

  let radix: Radix
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: (() -> Int)?

  /// Decimal digits.
  public static var decimal: OSLogIntegerFormatting { .decimal() }
  /// Lowercase hexadecimal digits, with no prefix.
  public static var hex: OSLogIntegerFormatting { .hex() }
  /// Octal digits, with no prefix.
  public static var octal: OSLogIntegerFormatting { .octal() }

  /// Decimal digits, with `+` before positive values when asked.
  public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: nil)
  }

  /// Decimal digits, zero-padded to `minDigits`.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
  }

  /// Hexadecimal digits, with `0x` before them when `includePrefix` is set.
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
  }

  /// Hexadecimal digits, zero-padded to `minDigits`.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure @escaping () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
  }

  /// Octal digits, with a leading `0` when `includePrefix` is set.
  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
  }

  /// Octal digits, zero-padded to `minDigits`.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure @escaping () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
  }

  /// `value` written in this format. Hexadecimal and octal are unsigned conversions, as in
  /// `printf`: a negative value is written as its two's complement bit pattern and takes no sign.
  func text<T: FixedWidthInteger>(_ value: T) -> String {
    let minimum = max(0, minDigits?() ?? 0)
    switch radix {
    case .decimal:
      let digits = padded(String(value.magnitude), to: minimum)
      if value < 0 { return "-" + digits }
      return explicitPositiveSign ? "+" + digits : digits
    case .hex, .octal:
      let bits = UInt64(truncatingIfNeeded: value) & (T.bitWidth >= 64 ? UInt64.max : (UInt64(1) << UInt64(T.bitWidth)) - 1)
      var digits = padded(String(bits, radix: radix == .hex ? 16 : 8, uppercase: uppercase), to: minimum)
      guard includePrefix, bits != 0 else { return digits }
      if radix == .hex { return (uppercase ? "0X" : "0x") + digits }
      if digits.first != "0" { digits = "0" + digits }
      return digits
    }
  }

  private func padded(_ digits: String, to minimum: Int) -> String {
    digits.count >= minimum ? digits : String(repeating: "0", count: minimum - digits.count) + digits
  }
}

/// How an interpolated `Bool` is written.
///
/// ```swift
/// logger.info("Dark mode \(isDark, format: .answer)")
/// ```
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}

/// Pads an interpolated value to a column width, on the right (`left(columns:)`) or the left
/// (`right(columns:)`).
///
/// ```swift
/// logger.info("\(name, align: .left(columns: 12))|\(count, align: .right(columns: 4))")
/// ```
public struct OSLogStringAlignment {
  let columns: (() -> Int)?
  let leading: Bool

  /// The value's own width.
  public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, leading: true) }

  /// The value first, then spaces up to `columns` characters.
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, leading: true)
  }

  /// Spaces up to `columns` characters, then the value.
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, leading: false)
  }

  func apply(to text: String) -> String {
    guard let columns = columns?(), text.count < columns else { return text }
    let spaces = String(repeating: " ", count: columns - text.count)
    return leading ? text + spaces : spaces + text
  }
}
