import Foundation

/// The text of a `Text` written as a string literal: a key to look up, and its interpolated
/// values, kept typed until the text is drawn.
///
/// ```swift
/// Text("Counter = \(model.counter)")             // key "Counter = %lld"
/// Text("Total: \(price, specifier: "%.2f")")     // key "Total: %.2f"
/// Text("Hello \(Text("world").bold())")          // key "Hello %@"
/// Text("Due \(date, style: .date)")              // key "Due %@"
/// Text("**Bold** and [a link](https://example.com)")
/// ```
///
/// As in SwiftUI, the key is the literal with each interpolation replaced by a format
/// specifier (`%lld` for integers, `%lf` for `Double`, `%f` for `Float`, `%@` for the rest) and
/// each `%` of the literal doubled. When a `Text` draws, it looks the key up (see
/// ``LocalizedStringSource``) and fills the format with the values, formatted for the
/// environment's `locale`: `Text("\(1234)")` shows "1,234" in English and "1.234" in German.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key, with a format specifier where each interpolation was.
  let key: String
  /// The interpolated values, in order.
  let arguments: [FormatArgument]

  /// A key from a string value; its characters are the key as they are.
  public init(_ value: String) {
    key = value
    arguments = []
  }

  /// A key with its arguments already split out, as a ``LocalizedStringResource`` keeps them.
  init(key: String, arguments: [FormatArgument]) {
    self.key = key
    self.arguments = arguments
  }

  /// A key from a string literal without interpolations.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Collects the literal parts of a string literal and its interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [FormatArgument] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    private mutating func append(_ argument: FormatArgument, specifier: String) {
      key += specifier
      arguments.append(argument)
    }

    /// A string, shown as it is.
    public mutating func appendInterpolation(_ string: String) {
      append(.value(.string(string)), specifier: "%@")
    }

    /// An integer, shown with the locale's digit grouping ("1,234" in English).
    public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
      append(.value(.integer(Int(clamping: value))), specifier: Value.isSigned ? "%lld" : "%llu")
    }

    /// A `Double` (or `CGFloat`), shown with six decimals and the locale's separators, as
    /// `%lf` writes it.
    public mutating func appendInterpolation(_ value: Double) {
      append(.value(.double(value)), specifier: "%lf")
    }

    /// A `Float`, shown with six decimals and the locale's separators, as `%f` writes it.
    public mutating func appendInterpolation(_ value: Float) {
      append(.value(.double(Double(value))), specifier: "%f")
    }

    /// A `CGFloat`, as `Double`.
    public mutating func appendInterpolation(_ value: CGFloat) {
      appendInterpolation(Double(value))
    }

    /// Any other value, written as `String(describing:)` does.
    @_disfavoredOverload
    public mutating func appendInterpolation<Subject>(_ value: Subject) {
      append(.value(.string(String(describing: value))), specifier: "%@")
    }

    /// A number or other C value written with a `printf` format, such as `"%.2f"`, which
    /// becomes part of the key.
    public mutating func appendInterpolation<Subject: CVarArg>(_ value: Subject, specifier: String) {
      let argument: LocalizedArgument
      switch value {
      case let integer as any BinaryInteger: argument = .integer(Int(clamping: integer))
      case let number as any BinaryFloatingPoint: argument = .double(Double(number))
      case let string as String: argument = .string(string)
      default: argument = .string(String(describing: value))
      }
      append(.value(argument), specifier: specifier)
    }

    /// A value written with a formatter, such as a `DateFormatter`, in the formatter's own
    /// locale.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
      append(.value(.string(formatter?.string(for: subject) ?? String(describing: subject))), specifier: "%@")
    }

    /// A date written with a formatter, such as a `DateFormatter`, in the formatter's own
    /// locale. (Foundation on Linux does not make `Date` reference-convertible.)
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
      append(.value(.string(formatter?.string(for: date) ?? String(describing: date))), specifier: "%@")
    }

    /// An object written with a formatter, in the formatter's own locale.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
      append(.value(.string(formatter?.string(for: subject) ?? subject.description)), specifier: "%@")
    }

    /// A value written with a format style, in the environment's locale when drawn.
    ///
    /// ```swift
    /// Text("Price: \(price, format: .currency(code: "EUR"))")
    /// ```
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      append(.formatted(FormattedArgument(input, format: format)), specifier: "%@")
    }

    /// A date in one of `Text`'s date styles, in the environment's locale and time zone.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(.date(date, style), specifier: "%@")
    }

    /// A text with its own styling.
    public mutating func appendInterpolation(_ text: Text) {
      append(.text(text), specifier: "%@")
    }
  }
}

/// One interpolated value of a ``LocalizedStringKey``, kept until the text is drawn.
enum FormatArgument: Equatable, Sendable {
  /// A number, string or date.
  case value(LocalizedArgument)
  /// A date in a `Text.DateStyle`.
  case date(Date, Text.DateStyle)
  /// A value and the format style that writes it.
  case formatted(FormattedArgument)
  /// A text with its own styling.
  case text(Text)

  /// The value as a ``LocalizedStringSource`` is shown it.
  func sourceArgument(in environment: EnvironmentValues) -> LocalizedArgument {
    switch self {
    case .value(let value): value
    case .date(let date, _): .date(date)
    case .formatted(let formatted): formatted.sourceArgument ?? .string(formatted.string(in: environment))
    case .text(let text): .string(text.resolved(in: environment).runs.map(\.string).joined())
    }
  }
}

/// A value with the format style that writes it, formatted only when the text is drawn.
///
/// Format styles and their inputs are values that are not declared `Sendable`; this box
/// only ever reads them, so sharing it between threads is safe.
struct FormattedArgument: Equatable, @unchecked Sendable {
  private let style: AnyHashable
  private let input: Any
  private let inputEquals: (Any) -> Bool
  private let write: (EnvironmentValues) -> String
  /// The input as a source sees it, when it is a number or a date.
  let sourceArgument: LocalizedArgument?

  init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    style = AnyHashable(format)
    self.input = input
    inputEquals = { other in (other as? F.FormatInput) == input }
    write = { environment in
      var style = format.locale(environment.locale)
      if var dates = style as? Date.FormatStyle {
        dates.timeZone = environment.timeZone
        dates.calendar = environment.calendar
        style = dates as? F ?? style
      }
      return style.format(input)
    }
    switch input {
    case let integer as any BinaryInteger: sourceArgument = .integer(Int(clamping: integer))
    case let number as any BinaryFloatingPoint: sourceArgument = .double(Double(number))
    case let date as Date: sourceArgument = .date(date)
    default: sourceArgument = nil
    }
  }

  func string(in environment: EnvironmentValues) -> String {
    write(environment)
  }

  static func == (lhs: FormattedArgument, rhs: FormattedArgument) -> Bool {
    lhs.style == rhs.style && lhs.inputEquals(rhs.input)
  }
}

extension Text {
  /// How a date interpolated into a text, or given to `Text(_:style:)`, is written.
  ///
  /// ```swift
  /// Text("Updated \(lastSync, style: .time)")
  /// ```
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case date, time, relative, offset, timer
      /// A timer over an interval, as `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it.
      case interval(TimerInterval)
    }
    let kind: Kind

    /// The date alone, in the locale's long form ("June 3, 2026").
    public static let date = DateStyle(kind: .date)
    /// The time alone, in the locale's short form ("9:41 AM").
    public static let time = DateStyle(kind: .time)
    /// How far the date is from now, in the two largest units ("2 hrs, 15 min").
    public static let relative = DateStyle(kind: .relative)
    /// The same, signed: "+2 hrs, 15 min" for a date to come, "-5 min" for one gone.
    public static let offset = DateStyle(kind: .offset)
    /// A running timer from now to the date, or from the date to now ("2:15:08", "15:08").
    public static let timer = DateStyle(kind: .timer)

    /// "Now" is the environment's `timelineDate`, so that a snapshot is the same every run.
    func string(_ date: Date, in environment: EnvironmentValues) -> String {
      let (locale, calendar, timeZone) = (environment.locale, environment.calendar, environment.timeZone)
      let interval = date.timeIntervalSince(environment.timelineDate)
      let duration = Duration.seconds(Int64(abs(interval).rounded(.down)))
      switch kind {
      case .date:
        return Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone).format(date)
      case .time:
        return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
          .format(date)
      case .relative, .offset:
        let units = duration.formatted(
          .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2).locale(locale))
        guard kind == .offset else { return units }
        return (interval < 0 ? "-" : "+") + units
      case .interval(let timer):
        return timer.text(at: environment.timelineDate, locale: locale)
      case .timer:
        return TimerInterval.clock(abs(interval), locale: locale)
      }
    }
  }

  /// A date in a date style, in the environment's locale and time zone.
  ///
  /// ```swift
  /// Text(order.placedAt, style: .date)
  /// ```
  public init(_ date: Date, style: DateStyle) {
    self.init("\(date, style: style)")
  }
}
