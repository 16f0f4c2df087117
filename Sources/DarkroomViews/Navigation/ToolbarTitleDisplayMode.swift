/// How a navigation bar shows its title, as iOS 17 spells it
/// (developer.apple.com/documentation/swiftui/toolbartitledisplaymode): `.large` under the
/// bar, `.inline` in it, `.automatic` as the screen below (large at the root).
///
/// ```swift
/// DetailView().toolbarTitleDisplayMode(.inline)
/// ```
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let barMode: NavigationBarItem.TitleDisplayMode

  /// The mode of the screen below, large at the root of a stack.
  public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
  /// The title large, under the bar.
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
  /// The title small, centred in the bar.
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
  /// The title in the bar, where iOS sets it large and leading; drawn here as `.inline`.
  public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
}

nonisolated extension View {
  /// Shows the title large under the bar or inline in it, as
  /// ``View/navigationBarTitleDisplayMode(_:)`` does.
  ///
  /// ```swift
  /// DetailView().navigationTitle("Details").toolbarTitleDisplayMode(.inline)
  /// ```
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }
}
