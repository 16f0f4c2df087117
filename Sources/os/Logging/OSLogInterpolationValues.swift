import Foundation

// The values a log message interpolates, with Apple's parameter shapes: each value is an
// escaping autoclosure, so nothing is evaluated unless the entry is written somewhere.

extension OSLogInterpolation {
  /// Appends a string; redacted unless its privacy says `.public`.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (argumentString(), false) }
  }

  /// Appends a value's `description`; redacted unless its privacy says `.public`.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) where T: CustomStringConvertible {
    append(privacy: privacy, align: align) { (value().description, false) }
  }

  /// Appends an optional value: its text, or `nil`. Numbers and Booleans show under `.auto`;
  /// anything else is redacted unless its privacy says `.public`.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T?, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) {
      guard let wrapped = value() else { return ("nil", false) }
      return (String(describing: wrapped), wrapped is any Numeric || wrapped is Bool)
    }
  }

  /// Appends an object's `description`; redacted unless its privacy says `.public`.
  public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
    append(privacy: privacy) { (argumentObject().description, false) }
  }

  /// Appends an error's description; redacted unless its privacy says `.public`.
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy: privacy) { (String(describing: error()), false) }
  }

  /// Appends a type's name; redacted unless its privacy says `.public`.
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (String(describing: value()), false) }
  }

  /// Appends an `Int` in `format`; shown unless its privacy redacts it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (format.text(number()), true) }
  }

  /// Appends any fixed-width integer in `format`; shown unless its privacy redacts it.
  public mutating func appendInterpolation<T>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) where T: FixedWidthInteger {
    append(privacy: privacy, align: align) { (format.text(number()), true) }
  }

  /// Appends a `Double` in `format`; shown unless its privacy redacts it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (format.text(number()), true) }
  }

  /// Appends a `Float` in `format`; shown unless its privacy redacts it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (format.text(Double(number())), true) }
  }

  /// Appends a `CGFloat` in `format`; shown unless its privacy redacts it.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy, align: align) { (format.text(Double(number())), true) }
  }

  /// Appends a `Bool` as `true`/`false` or `YES`/`NO`; shown unless its privacy redacts it.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) {
    append(privacy: privacy) {
      let value = boolean()
      switch format {
      case .truth: return (value ? "true" : "false", true)
      case .answer: return (value ? "YES" : "NO", true)
      }
    }
  }
}
