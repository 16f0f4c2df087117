import Foundation

/// A value to fill into a format: the shape of the arguments SwiftUI's `Text` and
/// `String(localized:)` interpolate.
///
/// ```swift
/// let arguments: [StringArgument] = [.string("Ana"), .integer(3)]
/// try set.resolve(key: "%@ has %lld photos", locale: Locale(identifier: "de"), arguments: arguments).text
/// ```
public enum StringArgument: Sendable, Equatable, CustomStringConvertible {
  case integer(Int)
  case double(Double)
  case string(String)
  case date(Date)

  public var description: String {
    switch self {
    case .integer(let value): "the integer \(value)"
    case .double(let value): "the number \(value)"
    case .string(let value): "the string \"\(value)\""
    case .date(let value): "the date \(value.timeIntervalSince1970)s after 1970"
    }
  }

  /// The argument's kind, for errors: `is a string`.
  var kind: String {
    switch self {
    case .integer: "is an integer"
    case .double: "is a number with a fraction"
    case .string: "is a string"
    case .date: "is a date"
    }
  }
}
