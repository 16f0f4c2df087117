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

  /// Text showing a value written by a formatter, as SwiftUI's `Text(_:formatter:)`, in the
  /// formatter's own locale.
  ///
  /// ```swift
  /// Text(item.timestamp, formatter: itemFormatter)
  /// ```
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// Text showing a date written by a formatter. (Foundation on Linux does not make `Date`
  /// reference-convertible.)
  public init(_ date: Date, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: date) ?? String(describing: date))
  }

  /// Text showing an object written by a formatter.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? subject.description)
  }
}
