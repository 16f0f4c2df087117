/// How toggles below a view look, as SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       configuration.label
///     }
///   }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckmarkStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` receives: the label and the state.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let label: Label
  @Binding public var isOn: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// The iOS switch: the label on the leading side, the switch on the trailing side.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  public init() { tint = nil }

  /// A switch filled with `tint` when on, whatever `.tint(_:)` says.
  ///
  /// ```swift
  /// Toggle("Alarm", isOn: $alarm).toggleStyle(SwitchToggleStyle(tint: .orange))
  /// ```
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    SwitchRow(configuration: configuration, styleTint: tint.map { AnyShapeStyle($0) })
  }
}

private nonisolated struct SwitchRow: View {
  let configuration: ToggleStyleConfiguration
  let styleTint: AnyShapeStyle?
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    let row = HStack {
      if !labelsHidden {
        VStack(alignment: .leading) { configuration.label }
        Spacer().layoutPriority(-1)
      }
      SwitchTrack(isOn: configuration.isOn, onColor: styleTint ?? tint, colorScheme: colorScheme)
        .fixedSize()
        .modifier(ControlName(name: "Switch", detail: configuration.isOn ? "on" : "off", hidesParts: true))
    }
    if isEnabled {
      row
    } else {
      row.opacity(0.5)
    }
  }
}

/// A toggle drawn as a bordered button, filled with the tint when on.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Group {
      if configuration.isOn {
        Button(action: {}) { configuration.label }.buttonStyle(.borderedProminent)
      } else {
        Button(action: {}) { configuration.label }.buttonStyle(.bordered)
      }
    }
  }
}

/// The automatic style: a switch.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
  /// Sets the style of every toggle in this view.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    settingStyle(\.toggleStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
