import Foundation

/// How an interpolated floating-point number is written: fixed-point (`%f`), exponential
/// (`%e`), hybrid (`%g`) or hexadecimal (`%a`), with an optional precision, plus sign and
/// uppercase letters, as `printf` writes them.
///
/// ```swift
/// logger.info("Progress \(fraction, format: .fixed(precision: 2))")
/// ```
public struct OSLogFloatFormatting {
  enum Notation {
    case fixed, exponential, hybrid, hex
  }

  let notation: Notation
  let precision: (() -> Int)?
  let explicitPositiveSign: Bool
  let uppercase: Bool

  /// Fixed-point with six decimals, as `%f`.
  public static var fixed: OSLogFloatFormatting { .fixed() }
  /// Hexadecimal, as `%a`.
  public static var hex: OSLogFloatFormatting { .hex() }
  /// Exponential with six decimals, as `%e`.
  public static var exponential: OSLogFloatFormatting { .exponential() }
  /// Fixed or exponential by size, as `%g`.
  public static var hybrid: OSLogFloatFormatting { .hybrid() }

  /// Fixed-point with `precision` decimals.
  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Fixed-point with six decimals.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Hexadecimal.
  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Exponential with `precision` decimals.
  public static func exponential(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Exponential with six decimals.
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Fixed or exponential by size, with at most `precision` significant digits.
  public static func hybrid(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// Fixed or exponential by size.
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  /// `value` written in this format.
  func text(_ value: Double) -> String {
    var specifier = explicitPositiveSign ? "%+" : "%"
    if let precision = precision?() { specifier += ".\(max(0, precision))" }
    let conversion: String
    switch notation {
    case .fixed: conversion = "f"
    case .exponential: conversion = "e"
    case .hybrid: conversion = "g"
    case .hex: conversion = "a"
    }
    specifier += uppercase ? conversion.uppercased() : conversion
    return String(format: specifier, value)
  }
}
