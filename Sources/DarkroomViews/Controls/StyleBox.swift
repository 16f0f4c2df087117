/// A control style set by a modifier (`.toggleStyle(_:)`, `.labelStyle(_:)`, …), kept in the
/// environment without its type: it makes a control's body from the control's configuration.
///
/// Each box remembers the style that was in force where it was set (`outer`): a control
/// inside a style's own `makeBody` is drawn with that outer style, or with the platform's
/// when there is none, as SwiftUI resolves it. So a toggle style that shows a
/// `Toggle(configuration)` wraps the system switch instead of calling itself for ever.
final class StyleBox<Configuration> {
  let make: (Configuration) -> AnyView
  /// The style this one replaced; `nil` is the platform's own.
  let outer: StyleBox?

  /// Boxes `style`; its `makeBody` is main-actor code, called on the render thread as any
  /// view's `body` is.
  init<Style>(_ style: Style, outer: StyleBox?, makeBody: @escaping @MainActor (Style, Configuration) -> AnyView) {
    make = { configuration in callOnRenderThread((style, configuration)) { makeBody($0.0, $0.1) } }
    self.outer = outer
  }
}

/// The environment's slot for the style of one kind of control, told apart by its
/// configuration type.
struct StyleBoxKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleBox<Configuration>? { nil }
}

extension EnvironmentValues {
  var toggleStyle: StyleBox<ToggleStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }

  var labelStyle: StyleBox<LabelStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }

  var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }

  var gaugeStyle: StyleBox<GaugeStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets a control style for this view, remembering the style it replaces as its outer one.
  func settingStyle<Style, Configuration>(
    _ keyPath: WritableKeyPath<EnvironmentValues, StyleBox<Configuration>?>, _ style: Style,
    makeBody: @escaping @MainActor (Style, Configuration) -> AnyView
  ) -> some View {
    transformEnvironment(keyPath) { $0 = StyleBox(style, outer: $0, makeBody: makeBody) }
  }
}

/// A control's body as its style makes it: the environment's style with the style above it
/// in force inside, or the platform's look when no style is set.
nonisolated struct StyledControlBody<Configuration>: View {
  let style: StyleBox<Configuration>?
  let keyPath: WritableKeyPath<EnvironmentValues, StyleBox<Configuration>?>
  let configuration: Configuration
  let automatic: (Configuration) -> AnyView

  var body: some View {
    if let style {
      style.make(configuration).environment(keyPath, style.outer)
    } else {
      automatic(configuration)
    }
  }
}
