/// How a list looks, as SwiftUI's list styles: set with `.listStyle(_:)`.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle: Sendable {
  var kind: ListStyleKind { get }
}

/// The list looks iOS draws.
public enum ListStyleKind: Hashable, Sendable {
  /// Rows edge to edge on the plain background, separators between them.
  case plain
  /// Rows edge to edge in sections on the grouped background.
  case grouped
  /// Sections as rounded cards inset from the screen's edges (iOS's default).
  case insetGrouped
  /// Rows inset from the edges on the plain background.
  case inset
  /// A sidebar: inset, rounded sections with bold headers.
  case sidebar
}

public struct DefaultListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .plain }
}

public struct GroupedListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .insetGrouped }
}

public struct InsetListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .inset }
}

public struct SidebarListStyle: ListStyle {
  public init() {}
  public var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
  static let defaultValue: ListStyleKind? = nil
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// The style lists below are drawn in; `nil` is each container's default.
  var listStyle: ListStyleKind? {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }

  /// Whether lists and forms below draw their background.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the lists in this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, style.kind)
  }

  /// Hides the background of the lists and forms in this view, so that a background of your
  /// own shows through.
  ///
  /// ```swift
  /// Form { … }.scrollContentBackground(.hidden).background(.indigo)
  /// ```
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
