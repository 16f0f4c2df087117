/// A built-in layout the layout engine places by itself (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`): its `Layout` requirements hand the subviews to the engine rule its view
/// uses, so a custom layout that delegates to one sizes and places exactly as the view would.
///
/// ```swift
/// struct Row: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     var cache: Void = ()
///     return HStackLayout(spacing: 8).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
///   }
///   …
/// }
/// ```
///
/// The underscore marks it as Darkroom's own: SwiftUI's built-in layouts conform to `Layout`
/// alone, and apps never conform to this protocol.
public protocol _EngineBackedLayout: Layout where Cache == Void {
  /// The engine's rule for this layout.
  var _engineRule: _EngineLayoutRule { get }
}

/// The engine's rule behind a built-in layout; only Darkroom makes one.
public struct _EngineLayoutRule {
  let rule: any LayoutRule
}

extension _EngineBackedLayout {
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    EngineLayoutBridge.sizeThatFits(_engineRule.rule, proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    EngineLayoutBridge.placeSubviews(_engineRule.rule, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(_engineRule.rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(_engineRule.rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    EngineLayoutBridge.spacing(_engineRule.rule, subviews: subviews)
  }
}
