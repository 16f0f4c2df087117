import Foundation

/// The size of the container that `containerRelativeFrame` measures against: the nearest
/// scroll view's visible size, set by its layout before it sizes its content. Shared by
/// reference between the scroll view's rule and the frames inside it.
final class ContainerSizeBox: @unchecked Sendable {
  var size = ProposedViewSize(width: nil, height: nil)
}

private struct ContainerSizeBoxKey: EnvironmentKey {
  static let defaultValue: ContainerSizeBox? = nil
}

extension EnvironmentValues {
  /// The nearest scroll view's size, for `containerRelativeFrame`.
  var containerSizeBox: ContainerSizeBox? {
    get { self[ContainerSizeBoxKey.self] }
    set { self[ContainerSizeBoxKey.self] = newValue }
  }
}

/// `containerRelativeFrame`: along its axes the view is as long as `length` makes of the
/// container's length (the nearest scroll view's, or where there is none the space the view
/// is offered); across them it keeps its own size
/// (developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)).
struct ContainerRelativeFrameLayout: UnaryLayoutRule {
  let axes: Axis.Set
  let alignment: Alignment
  let container: ContainerSizeBox?
  let length: @Sendable (CGFloat, Axis) -> CGFloat

  private func lengths(_ proposal: ProposedViewSize) -> (width: CGFloat?, height: CGFloat?) {
    let size = container?.size
    func along(_ axis: Axis, _ own: CGFloat?, _ outer: CGFloat?) -> CGFloat? {
      guard let available = outer ?? own else { return nil }
      let result = length(available, axis)
      return result.isFinite ? max(result, 0) : nil
    }
    return (
      axes.contains(.horizontal) ? along(.horizontal, proposal.width, size?.width) : nil,
      axes.contains(.vertical) ? along(.vertical, proposal.height, size?.height) : nil
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    let (width, height) = lengths(proposal)
    let content = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    let childProposal = ProposedViewSize(
      width: axes.contains(.horizontal) ? size.width : proposal.width,
      height: axes.contains(.vertical) ? size.height : proposal.height)
    return (alignedOrigin(of: child.dimensions(for: childProposal), in: size, alignment: alignment), childProposal)
  }
}

/// Builds the frame's node with the environment's container.
nonisolated struct ContainerRelativeFrameModifier: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let length: @Sendable (CGFloat, Axis) -> CGFloat

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let rule = ContainerRelativeFrameLayout(
      axes: axes, alignment: alignment, container: context.environment.containerSizeBox, length: length)
    return LayoutNode.wrapping(node, rule: rule, name: "containerRelativeFrame", detail: nil, context: context)
  }
}

nonisolated extension View {
  /// Makes the view as long as its container along `axes`: the nearest scroll view's visible
  /// size, or the space the view is offered where there is none.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack { ForEach(photos) { PhotoCard($0).containerRelativeFrame(.horizontal) } }
  /// }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Makes the view `span` of `count` equal columns (or rows) of its container along `axes`,
  /// with `spacing` between them.
  ///
  /// ```swift
  /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1), span = min(max(span, 1), count)
    return modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return column * CGFloat(span) + spacing * CGFloat(span - 1)
      })
  }

  /// Makes the view as long along `axes` as `length` makes of the container's length there.
  ///
  /// ```swift
  /// Poster().containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}
