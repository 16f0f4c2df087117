/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`. An iPhone
/// shows one column at a time, so Darkroom draws the sidebar whatever is chosen.
///
/// ```swift
/// @State private var columns = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $columns) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  let name: String
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// As the platform chooses.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  public static let content = NavigationSplitViewColumn(name: "content")
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view's columns share the width, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// Columns shrink the detail to make room, as SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail keeps its width and columns cover it, as SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The platform's choice, as SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitView {
  /// A three-column split view whose visible columns `columnVisibility` holds.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// A three-column split view that also says which column a compact width shows first.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view whose visible columns `columnVisibility` holds.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A two-column split view that also says which column a compact width shows first.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A two-column split view that says which column a compact width shows first.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}
