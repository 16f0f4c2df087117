/// How a `NavigationView` arranges its views, as SwiftUI's navigation view styles
/// (developer.apple.com/documentation/swiftui/navigationviewstyle). A render is an
/// iPhone-sized screen, where every style shows one column as a stack, so a `NavigationView`
/// draws the same in each.
///
/// ```swift
/// NavigationView { Inbox() }.navigationViewStyle(.stack)
/// NavigationView { Inbox() }.navigationViewStyle(StackNavigationViewStyle())
/// ```
public protocol NavigationViewStyle: Sendable {}

/// The platform's choice: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// One view at a time, each pushed over the one before.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Two columns side by side where there is room; on an iPhone, a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// The older name of the two-column style.
public typealias ColumnNavigationViewStyle = DoubleColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice: a stack on iPhone.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Two columns where there is room.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

nonisolated extension View {
  /// Sets how the navigation views inside arrange their views. On an iPhone-sized render every
  /// style is a stack, so the view is drawn as it is.
  ///
  /// ```swift
  /// NavigationView { Inbox() }.navigationViewStyle(.stack)
  /// ```
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
