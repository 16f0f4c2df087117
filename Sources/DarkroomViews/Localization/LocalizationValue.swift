import Foundation

extension String {
  /// The key and default text of a string looked up with `String(localized:)` or a
  /// ``LocalizedStringResource``, written as a string literal whose interpolations stay typed
  /// until the string is resolved, as Foundation's type of the same name does.
  ///
  /// ```swift
  /// let title: String.LocalizationValue = "\(count) new messages"   // key "%lld new messages"
  /// let text = String(localized: title)                              // "1,204 new messages"
  /// ```
  ///
  /// The key is built as ``LocalizedStringKey``'s is: each interpolation becomes a format
  /// specifier (`%lld`, `%lf`, `%@`…) and each `%` of the literal is doubled. Numbers and dates
  /// are written for the locale the string is resolved in.
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key and its typed arguments, shared with `Text`'s keys.
    let content: LocalizedStringKey

    /// A value from a string; its characters are the key as they are, with no arguments.
    ///
    /// ```swift
    /// let value = String.LocalizationValue(product.nameKey)
    /// ```
    public init(_ value: String) {
      content = LocalizedStringKey(value)
    }

    /// A value from a string literal without interpolations.
    public init(stringLiteral value: String) {
      content = LocalizedStringKey(value)
    }

    /// A value from a string literal with interpolations: the same interpolations a `Text`
    /// key takes (numbers, strings, dates with a style, values with a format style…).
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      content = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }

    init(_ content: LocalizedStringKey) {
      self.content = content
    }

    /// The key looked up in string tables.
    var key: String { content.key }
  }
}
