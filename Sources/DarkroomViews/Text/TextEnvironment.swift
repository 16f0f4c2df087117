/// How lines of a multi-line text line up with each other.
///
/// ```swift
/// Text(paragraph).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// Weight and slant set on a whole view with `fontWeight`, `bold` or `italic`.
struct TextEmphasis: Hashable {
  var weight: Font.Weight?
  var isBold = false
  var isItalic = false
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct TextEmphasisKey: EnvironmentKey {
  static let defaultValue = TextEmphasis()
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// The font of text that sets none itself; `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines a text shows; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How the lines of multi-line text line up.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Where text that does not fit is cut and "…" put.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Extra points between lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  var textEmphasis: TextEmphasis {
    get { self[TextEmphasisKey.self] }
    set { self[TextEmphasisKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the font of the text in this view.
  ///
  /// ```swift
  /// VStack { Text("A"); Text("B") }.font(.headline)
  /// ```
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets the weight of the text in this view.
  ///
  /// ```swift
  /// Label().fontWeight(.semibold)
  /// ```
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment(\.textEmphasis) { $0.weight = weight }
  }

  /// Sets the text in this view in its bold weight.
  ///
  /// ```swift
  /// Row().bold()
  /// ```
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.textEmphasis) { $0.isBold = isActive }
  }

  /// Sets the text in this view in italics.
  ///
  /// ```swift
  /// Quote().italic()
  /// ```
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.textEmphasis) { $0.isItalic = isActive }
  }

  /// Limits text in this view to a number of lines; the last one ends in "…" when cut.
  ///
  /// ```swift
  /// Text(summary).lineLimit(2)
  /// ```
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }

  /// Sets how the lines of multi-line text line up.
  ///
  /// ```swift
  /// Text(poem).multilineTextAlignment(.center)
  /// ```
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Sets where text that does not fit is cut.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Adds space between lines of text.
  ///
  /// ```swift
  /// Text(article).lineSpacing(6)
  /// ```
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }
}
