/// `alignmentGuide(_:computeValue:)`: sets the child's value for one guide from its
/// dimensions; everything else passes through.
struct AlignmentGuideLayout: TransparentLayoutRule {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  var ownExplicitGuides: Set<AlignmentKey> { [key] }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    if key == self.key { return computeValue(children[0].dimensions(for: proposal)) }
    return children[0].explicitAlignment(key, proposal: proposal)
  }
}
