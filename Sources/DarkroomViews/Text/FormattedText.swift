import Foundation

extension Text {
  /// Text showing a value formatted by a format style, as SwiftUI's `Text(_:format:)`.
  ///
  /// ```swift
  /// Text(product.price, format: .currency(code: "USD"))   // $4.25
  /// ```
  ///
  /// The value is formatted in `en_US` (the renderer's default locale), never the machine's,
  /// so renders are the same everywhere.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
  }
}
