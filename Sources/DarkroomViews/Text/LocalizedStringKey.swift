/// The text of a `Text` written as a string literal, interpolations included.
///
/// ```swift
/// Text("Counter = \(model.counter)")
/// Text("Total: \(price, specifier: "%.2f")")
/// Text("Hello \(Text("world").bold())")
/// ```
///
/// There are no string tables here: the text shows as written, with each interpolation
/// in its place.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the text: plain characters, or a `Text` interpolated with its own styling.
  enum Segment: Equatable, Sendable {
    case string(String)
    case text(Text)
  }

  let segments: [Segment]

  /// A key from a string value.
  public init(_ value: String) {
    segments = [.string(value)]
  }

  /// A key from a string literal without interpolations.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
  }

  /// The text with every interpolation written out.
  var plainText: String {
    segments.map { segment in
      switch segment {
      case .string(let string): string
      case .text(let text): text.plainText
      }
    }.joined()
  }

  /// Collects the literal parts and interpolations of a string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      append(literal)
    }

    /// Writes a string.
    public mutating func appendInterpolation(_ string: String) {
      append(string)
    }

    @_disfavoredOverload
    /// Writes any value as `String(describing:)` does.
    public mutating func appendInterpolation<Subject>(_ value: Subject) {
      append(String(describing: value))
    }

    /// A number or other C value written with a `printf` format, such as `"%.2f"`.
    public mutating func appendInterpolation<Subject: CVarArg>(_ value: Subject, specifier: String) {
      append(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value))
    }

    /// Writes a value with a formatter, such as a `DateFormatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
      append(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Writes a text with its own styling.
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.text(text))
    }

    private mutating func append(_ string: String) {
      if case .string(let previous)? = segments.last {
        segments[segments.count - 1] = .string(previous + string)
      } else {
        segments.append(.string(string))
      }
    }
  }
}
