import DarkroomViews

/// Text, symbol and style settings accepted so that SwiftUI code compiles
/// unchanged. Each asks for something the renderer has one answer to (one font width, one
/// date-picker look, no selection or redaction at rest), so the view is drawn as it is.

nonisolated extension View {
  /// Accepted and ignored: the pinned fonts have one width.
  ///
  /// ```swift
  /// Text("MONO").fontWidth(.condensed)
  /// ```
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Accepted and ignored: text is drawn the same whether or not it can be selected.
  public func textSelection(_ selectability: TextSelectability) -> some View { self }

  /// Accepted and ignored: privacy redaction applies to widgets, not to app screens.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Accepted and ignored: a symbol is drawn in the variant its name spells.
  ///
  /// ```swift
  /// Image(systemName: "heart").symbolVariant(.fill)   // draws "heart"; write "heart.fill"
  /// ```
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

  /// Accepted and ignored: date pickers are drawn compact.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due).datePickerStyle(.graphical)
  /// ```
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }

  /// Accepted and ignored: page dots take the page's colours.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

extension Font {
  /// The width of a font's letters, for ``Font/width(_:)`` and ``View/fontWidth(_:)``.
  public struct Width: Hashable, Sendable {
    let value: Double
    public static let compressed = Width(value: -0.3)
    public static let condensed = Width(value: -0.2)
    public static let standard = Width(value: 0)
    public static let expanded = Width(value: 0.2)
  }

  /// Accepted and ignored: the pinned fonts have one width.
  public func width(_ width: Width) -> Font { self }
}

/// Whether text can be selected; accepted.
public struct TextSelectability: Sendable {
  public static let enabled = TextSelectability()
  public static let disabled = TextSelectability()
}

/// How a paged tab view shows its page dots, as SwiftUI's `IndexViewStyle`; accepted.
public protocol IndexViewStyle: Sendable {}

/// Page dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots get a backdrop.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    public static let always = BackgroundDisplayMode(name: "always")
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    public static let never = BackgroundDisplayMode(name: "never")
  }

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
