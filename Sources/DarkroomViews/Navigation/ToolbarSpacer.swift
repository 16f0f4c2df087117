/// How much room a toolbar spacer takes.
public struct SpacerSizing: Hashable, Sendable {
  let isFlexible: Bool
  /// As much as the bar has to spare.
  public static let flexible = SpacerSizing(isFlexible: true)
  /// A fixed gap between groups of items.
  public static let fixed = SpacerSizing(isFlexible: false)
}

/// A gap between toolbar items, as iOS 26's `ToolbarSpacer` separates groups of bar buttons.
/// Darkroom draws both sizings as the fixed gap between groups.
///
/// ```swift
/// .toolbar {
///   ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
///   ToolbarSpacer(.fixed)
///   ToolbarItem { Button("Edit") {} }
/// }
/// ```
public nonisolated struct ToolbarSpacer: ToolbarContent, PlacedToolbarContent {
  let placement: ToolbarItemPlacement

  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.placement = placement
  }

  public var body: some View { Color.clear.frame(width: 8, height: 1) }

  var placedEntry: ToolbarEntry { ToolbarEntry(placement: placement, view: AnyView(body)) }
}
