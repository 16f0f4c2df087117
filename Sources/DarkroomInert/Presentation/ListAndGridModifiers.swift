import DarkroomViews

/// List, form and grid settings accepted so that SwiftUI code compiles unchanged. A still frame
/// edits no rows, and these settings either only act while rows are edited or ask for what the
/// list or grid style already draws at rest.

nonisolated extension View {
  /// Accepted and ignored: section separators follow the list style.
  ///
  /// ```swift
  /// Section("Recent") { … }.listSectionSeparator(.hidden)
  /// ```
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// Accepted and ignored: the tint of a row in a list is its `.tint`.
  public func listItemTint(_ tint: Color?) -> some View { self }

  /// Accepted and ignored: sections are spaced as the list style spaces them.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

  /// Accepted and ignored: rows are at least as tall as the list style's minimum.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

  /// Accepted and ignored: section headers are drawn at the standard prominence.
  public func headerProminence(_ prominence: Prominence) -> some View { self }

  /// Accepted and ignored: forms are drawn grouped, as on iOS.
  ///
  /// ```swift
  /// Form { … }.formStyle(.grouped)
  /// ```
  public func formStyle(_ style: GroupedFormStyle) -> some View { self }

  /// Accepted and ignored: no row is deleted in a still frame, and a row draws no delete control
  /// at rest.
  ///
  /// ```swift
  /// Row(item).deleteDisabled(item.isLocked)
  /// ```
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

  /// Accepted and ignored: no row is moved in a still frame, and a row draws no reorder control
  /// at rest.
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }

  /// Accepted and ignored: each cell takes one column.
  public func gridCellColumns(_ count: Int) -> some View { self }

  /// Accepted and ignored: cells are aligned as their grid says.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }

  /// Accepted and ignored: every cell widens its column to its own size.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

/// How prominent a section header is; accepted.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}
