import DarkroomViews

/// Split view settings: an iPhone shows one column at a time, so how columns share a wide
/// screen draws nothing in a snapshot of one.
nonisolated extension View {
  /// Accepted and ignored: an iPhone shows one column at a time.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

  /// Accepted and ignored: an iPhone's one column takes the screen's width.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// Accepted and ignored: an iPhone's one column takes the screen's width.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

  /// Accepted and ignored: the sidebar toggle belongs to wide layouts.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

/// A toolbar item the system adds by itself, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  /// The sidebar's show and hide button.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}
