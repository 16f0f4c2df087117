/// How a menu shows its label (developer.apple.com/documentation/swiftui/menustyle). On iOS
/// every style draws the label as a button does, which is how Darkroom draws a menu at rest.
public protocol MenuStyle: Sendable {}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}
/// A menu drawn as a button, in the button style around it.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}
/// A menu drawn as a borderless button (deprecated for `.button` with `.borderless`).
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
  /// Sets how menus inside show their labels; each draws it as a button here, as on iOS.
  ///
  /// ```swift
  /// Menu("Sort") { … }.menuStyle(.button).buttonStyle(.bordered)
  /// ```
  public func menuStyle(_ style: some MenuStyle) -> some View { self }
}
