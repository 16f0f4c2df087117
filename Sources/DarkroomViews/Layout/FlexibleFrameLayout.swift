/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// as SwiftUI documents it (developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
///
/// Per axis, with P the frame's proposal: the child is offered P (or the ideal when P is
/// `nil`) clamped to [min, max]. The frame is clamp(P, min, max) when P and both limits are
/// given, the ideal when P is `nil` and an ideal is given, and otherwise the child's length
/// pushed inside the given limits.
struct FlexibleFrameLayout: UnaryLayoutRule {
  let width: FlexibleDimension
  let height: FlexibleDimension
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    let decidedWidth = width.lengthWithoutChild(proposal.width)
    let decidedHeight = height.lengthWithoutChild(proposal.height)
    if let decidedWidth, let decidedHeight { return CGSize(width: decidedWidth, height: decidedHeight) }
    let childProposal = ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    let childSize = child.sizeThatFits(childProposal)
    return CGSize(
      width: decidedWidth ?? width.length(around: childSize.width, childProposal: childProposal.width),
      height: decidedHeight ?? height.length(around: childSize.height, childProposal: childProposal.height))
  }

  /// The child is offered the frame's final size, except on an axis where the frame had no
  /// proposal and no ideal and ended strictly between its limits: there it gets `nil`.
  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    let childProposal = ProposedViewSize(
      width: width.placementProposal(frameLength: size.width, proposal: proposal.width),
      height: height.placementProposal(frameLength: size.height, proposal: proposal.height))
    return (alignedOrigin(of: child.dimensions(for: childProposal), in: size, alignment: alignment), childProposal)
  }
}

/// The minimum, ideal and maximum of one axis of a flexible frame, made consistent: the
/// minimum is at least 0, the ideal at least the minimum, the maximum at least the ideal.
struct FlexibleDimension: Equatable {
  let minimum: CGFloat?
  let ideal: CGFloat?
  let maximum: CGFloat?

  init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
    let minimum = minimum.map { max($0, 0) }
    let ideal = ideal.map { max($0, minimum ?? 0) }
    self.minimum = minimum
    self.ideal = ideal
    self.maximum = maximum.map { max($0, ideal ?? minimum ?? 0) }
  }

  var isEmpty: Bool { minimum == nil && ideal == nil && maximum == nil }

  /// The frame's length when the child need not be asked, or `nil`.
  func lengthWithoutChild(_ proposal: CGFloat?) -> CGFloat? {
    guard let proposal else { return ideal }
    guard let minimum, let maximum, minimum <= maximum else { return nil }
    return min(max(proposal, minimum), maximum)
  }

  func childProposal(_ proposal: CGFloat?) -> CGFloat? {
    guard let length = proposal ?? ideal else { return nil }
    return min(max(length, minimum ?? -.infinity), maximum ?? .infinity)
  }

  /// The frame's length from the child's length.
  func length(around child: CGFloat, childProposal: CGFloat?) -> CGFloat {
    switch (minimum, maximum) {
    case (let minimum?, let maximum?) where minimum <= maximum:
      return min(max(child, minimum), maximum)
    case (let minimum?, nil):
      return max(min(childProposal ?? .infinity, child), minimum)
    case (nil, let maximum?):
      return min(max(childProposal ?? -.infinity, child), maximum)
    default:
      return child
    }
  }

  func placementProposal(frameLength: CGFloat, proposal: CGFloat?) -> CGFloat? {
    guard ideal == nil, proposal == nil, (minimum ?? -.infinity) < frameLength, frameLength < (maximum ?? .infinity)
    else { return frameLength }
    return nil
  }
}
