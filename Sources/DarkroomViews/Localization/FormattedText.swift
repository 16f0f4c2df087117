import Foundation

extension Text {
  /// Text showing a value formatted by a format style, as SwiftUI's `Text(_:format:)`.
  ///
  /// ```swift
  /// Text(product.price, format: .currency(code: "USD"))   // $4.25
  /// ```
  ///
  /// The value is formatted when the text is drawn, in the environment's `locale` (`en_US`
  /// unless set, never the machine's) and, for dates, its time zone and calendar.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    interpolation.appendInterpolation(input, format: format)
    var run = TextRun(string: "")
    run.localized = LocalizedContent(
      key: LocalizedStringKey(stringInterpolation: interpolation), isLookedUp: false, parsesMarkdown: false)
    runs = [run]
  }
}
