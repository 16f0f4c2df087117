/// A log message: a string literal whose interpolations keep their privacy, format and
/// alignment until the entry is written. Write it as a string; `Logger` takes it.
///
/// ```swift
/// logger.error("Upload of \(file, privacy: .public) failed: \(error)")
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The literal text and the interpolated values, in order.
  public let interpolation: OSLogInterpolation

  public init(stringInterpolation: OSLogInterpolation) {
    interpolation = stringInterpolation
  }

  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message as the log shows it: redacted values as `<private>` or their hash, the rest in
  /// their formats and columns.
  package var rendered: String {
    interpolation.segments.map { $0.text() }.joined()
  }
}

/// The parts of an `OSLogMessage`, built by the compiler from the string's interpolations; the
/// `appendInterpolation` overloads say which values a message takes.
///
/// ```swift
/// let message: OSLogMessage = "\(count, format: .hex, align: .right(columns: 6))"
/// ```
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// A literal run or one interpolated value, rendered when the entry is written.
  struct Segment {
    let text: () -> String
  }

  var segments: [Segment] = []

  public init(literalCapacity: Int, interpolationCount: Int) {
    segments.reserveCapacity(interpolationCount * 2 + 1)
  }

  public mutating func appendLiteral(_ literal: String) {
    guard !literal.isEmpty else { return }
    segments.append(Segment { literal })
  }

  /// Appends a value whose text `render` gives, with whether it is a scalar (shown under
  /// `.auto`), then redacts and aligns it.
  mutating func append(
    privacy: OSLogPrivacy, align: OSLogStringAlignment = .none, render: @escaping () -> (text: String, scalar: Bool)
  ) {
    segments.append(
      Segment {
        let value = render()
        return align.apply(to: privacy.apply(to: value.text, scalar: value.scalar))
      })
  }
}
