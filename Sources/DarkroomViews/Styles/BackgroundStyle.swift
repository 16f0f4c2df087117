/// The background style: what `.backgroundStyle(_:)` set, or the system background colour of
/// the colour scheme (white in light mode, black in dark)
/// (developer.apple.com/documentation/swiftui/backgroundstyle).
///
/// ```swift
/// Text("Badge").foregroundStyle(.background).padding(4).background(.primary)
/// Circle().fill(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, PaintingShapeStyle {
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    guard let style = environment.backgroundStyle else {
      return .color(SystemColor.systemBackground.resolve(in: environment.colorScheme))
    }
    var inner = environment
    inner.backgroundStyle = nil  // `.background` inside a background style is the system's
    return DarkroomViews.paint(for: style, in: inner)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the environment: the system background colour unless
  /// `.backgroundStyle(_:)` set one.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// Set by `.backgroundStyle(_:)`; `nil` is the system background colour.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style `.background` paints with inside this view.
  ///
  /// ```swift
  /// Card().backgroundStyle(.yellow)   // .background(), .fill(.background) paint yellow
  /// ```
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }

  /// Fills the view's frame behind it with the background style, reaching on to the
  /// screen's edge on `edges` where the view touches the safe area.
  ///
  /// ```swift
  /// VStack { … }.background()
  /// Toolbar().background(ignoresSafeAreaEdges: .bottom)
  /// ```
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }
}
