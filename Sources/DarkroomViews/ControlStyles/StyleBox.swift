/// A control style set by a modifier (`.toggleStyle(_:)`, `.labelStyle(_:)`, …), kept in the
/// environment without its type: it makes a control's body from the control's configuration.
struct StyleBox<Configuration> {
  let make: (Configuration) -> AnyView

  /// Boxes `style`; its `makeBody` is main-actor code, called on the render thread as any
  /// view's `body` is.
  init<Style>(_ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> AnyView) {
    make = { configuration in callOnRenderThread((style, configuration)) { makeBody($0.0, $0.1) } }
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
