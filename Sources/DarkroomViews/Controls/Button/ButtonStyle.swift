/// How buttons below a view look, as SwiftUI's `ButtonStyle` defines it: the style makes the
/// whole button from its label. Set with `.buttonStyle(_:)`; it reaches every button below.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal, 16).padding(.vertical, 8)
///       .background(.tint, in: Capsule())
///       .foregroundStyle(.white)
///   }
/// }
/// VStack { Button("Buy") {}; Button("Restore") {} }.buttonStyle(PillStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  /// The properties of the button being styled.
  typealias Configuration = ButtonStyleConfiguration
  /// Makes the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` receives: the label, the role, and whether the button is pressed
/// (never, in a still image).
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool
}

/// A style that also decides how the button is triggered, as SwiftUI's built-in styles
/// (`.bordered`, `.borderedProminent`) are.
///
/// ```swift
/// struct CardButtonStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding().background(.quaternary).onTapGesture { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  /// The properties of the button being styled.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Makes the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` receives: the label, the role, and the button's action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let role: ButtonRole?
  public let label: Label
  let action: () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

/// What a button hands its style, whichever kind of style it is.
struct ButtonStyleInput {
  let role: ButtonRole?
  let label: AnyView
  let action: () -> Void
}

extension EnvironmentValues {
  /// The style of the buttons below; `nil` is the automatic style.
  var buttonStyle: StyleBox<ButtonStyleInput>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of every button in this view. A `Button` inside the style's `makeBody`
  /// is drawn in the style above it (the platform's when there is none).
  ///
  /// ```swift
  /// Form { … }.buttonStyle(PillStyle())
  /// ```
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    settingStyle(\.buttonStyle, style) { style, input in
      let configuration = ButtonStyleConfiguration(
        role: input.role, label: ButtonStyleConfiguration.Label(content: input.label), isPressed: false)
      return AnyView(style.makeBody(configuration: configuration))
    }
  }

  /// Sets a primitive style, such as `.bordered` or `.borderedProminent`, on every button in
  /// this view.
  ///
  /// ```swift
  /// Button("Continue") {}.buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    settingStyle(\.buttonStyle, style) { style, input in
      let configuration = PrimitiveButtonStyleConfiguration(
        role: input.role, label: PrimitiveButtonStyleConfiguration.Label(content: input.label), action: input.action)
      return AnyView(style.makeBody(configuration: configuration))
    }
  }
}
