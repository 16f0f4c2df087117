import DarkroomViews

/// Sheet, bar and system-overlay settings accepted so that SwiftUI code compiles unchanged.
/// They matter only while something is presented, dragged or dismissed, or they describe the
/// device rather than the view, so a snapshot draws the view as it is.

nonisolated extension View {
  /// Accepted and ignored: a sheet's detents only matter while it is dragged.
  ///
  /// ```swift
  /// Settings().presentationDetents([.medium, .large])
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Accepted and ignored: which detent a sheet rests at only changes while it is dragged.
  ///
  /// ```swift
  /// Filters().presentationDetents([.medium, .large], selection: $detent)
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    self
  }

  /// Accepted and ignored: the search field is drawn in iOS 17's place under the title.
  ///
  /// ```swift
  /// Library().searchable(text: $query).searchToolbarBehavior(.minimize)
  /// ```
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

  /// Accepted and ignored: sheets are drawn with iOS's default corners.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Accepted and ignored: the sheet's drag indicator is not drawn.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted and ignored: nothing is dismissed in a still frame.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Accepted and ignored: the status bar is drawn by the snapshot's device options.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Accepted and ignored: the home indicator belongs to the device, not to the snapshot.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Accepted and ignored: bar backgrounds follow iOS's look at rest.
  ///
  /// ```swift
  /// NavigationStack { … }.toolbarBackground(.visible, for: .navigationBar)
  /// ```
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted and ignored: bar backgrounds follow iOS's look at rest.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted and ignored: bar backgrounds follow iOS's look at rest.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted and ignored: bars take the screen's colour scheme.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted and ignored: the title menu is closed at rest, so it draws nothing.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}

/// A sheet height; accepted.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// How the search field sits in the toolbar (iOS 26); accepted
/// (developer.apple.com/documentation/swiftui/searchtoolbarbehavior).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The system's choice for the platform.
  public static let automatic = SearchToolbarBehavior(name: "automatic")
  /// The field is shown as a button until it is tapped.
  public static let minimize = SearchToolbarBehavior(name: "minimize")
}
