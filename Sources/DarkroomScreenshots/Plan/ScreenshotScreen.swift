import DarkroomUI

/// A screen to photograph: its name and the view, made afresh for every language and size
/// inside that language's environment. `DarkroomRuns` makes these from a run's screens.
///
/// ```swift
/// let home = ScreenshotScreen("home") { HomeScreen() }
/// ```
public struct ScreenshotScreen: Sendable {
  public let name: String
  let maker: ScreenMaker

  public init<Content: View>(_ name: String, @ViewBuilder _ content: @escaping @MainActor () -> Content) {
    self.name = name
    maker = ScreenMaker { AnyView(content()) }
  }

  /// A screen from a view maker that already erases its type.
  public init(_ name: String, makeView: @escaping @MainActor () -> AnyView) {
    self.name = name
    maker = ScreenMaker(make: makeView)
  }

  /// The view, made now, on the main actor (where SwiftUI makes views).
  @MainActor public func makeView() -> AnyView { maker.make() }
}

/// The closure that makes a screen's view; the box carries it in `Sendable` values.
struct ScreenMaker: @unchecked Sendable {
  let make: @MainActor () -> AnyView
}
