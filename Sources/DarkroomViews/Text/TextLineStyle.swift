extension Text {
  /// How an underline or a strikethrough is drawn: its pattern and colour
  /// (developer.apple.com/documentation/swiftui/text/linestyle).
  ///
  /// ```swift
  /// Text("Draft").underline(pattern: .dash, color: .orange)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern of dashes and dots.
    public var pattern: Pattern
    /// The line's colour; `nil` draws it in the text's colour.
    public var color: Color?

    /// A line in `pattern` and `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// A line's pattern. The lengths are in multiples of the line's thickness, as UIKit's
    /// `NSUnderlineStyle` patterns: a dot is one thickness long with a gap as long, a dash
    /// four with gaps of two.
    public struct Pattern: Hashable, Sendable {
      /// On and off lengths, in thicknesses; empty for a solid line.
      let dashes: [Double]

      /// One unbroken line.
      public static let solid = Pattern(dashes: [])
      /// Dots.
      public static let dot = Pattern(dashes: [1, 1])
      /// Dashes.
      public static let dash = Pattern(dashes: [4, 2])
      /// A dash, then a dot.
      public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
      /// A dash, then two dots.
      public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
    }
  }
}

private struct TextDecorationsKey: EnvironmentKey {
  static let defaultValue = TextDecorations()
}

/// The underline and strikethrough set on a whole view, for the texts in it that set none.
struct TextDecorations: Hashable, Sendable {
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
}

extension EnvironmentValues {
  var textDecorations: TextDecorations {
    get { self[TextDecorationsKey.self] }
    set { self[TextDecorationsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Underlines the text in this view that does not say otherwise itself.
  ///
  /// ```swift
  /// Button("Terms") { … }.underline()
  /// VStack { Text("A"); Text("B") }.underline(pattern: .dot, color: .gray)
  /// ```
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    transformEnvironment(\.textDecorations) {
      $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }

  /// Strikes through the text in this view that does not say otherwise itself.
  ///
  /// ```swift
  /// Row(task).strikethrough(task.isDone, color: .secondary)
  /// ```
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    transformEnvironment(\.textDecorations) {
      $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }
}
