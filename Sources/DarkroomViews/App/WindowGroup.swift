/// A scene of windows that all show the same view hierarchy, as SwiftUI's `WindowGroup`
/// (developer.apple.com/documentation/swiftui/windowgroup). Its content is a view like any
/// other: snapshot it directly.
///
/// ```swift
/// let group = WindowGroup("Shop", id: "main") { ContentView() }
/// assertSnapshot(of: group.content, as: .image(layout: .device(config: .iPhone15)))
/// ```
public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never

  /// The window's view.
  public let content: Content
  /// The title, when the group has one.
  public let title: Text?
  /// The identifier `openWindow(id:)` uses, when the group has one.
  public let id: String?

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
    id = nil
  }

  /// A window group with an identifier showing `content`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
    self.id = id
  }

  /// A titled window group.
  public init(_ title: LocalizedStringKey, id: String? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = Text(title)
    self.id = id
  }

  /// A titled window group.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = Text(title)
    self.id = id
  }
}
