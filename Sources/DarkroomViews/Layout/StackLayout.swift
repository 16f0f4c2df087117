/// `HStack` and `VStack`: children in a row or a column, space shared out by priority and
/// flexibility (SwiftUI's stack algorithm).
///
/// With a length to share, children are sized one group of equal `layoutPriority` at a
/// time, highest first; the minimum lengths of the lower groups are held back meanwhile.
/// Inside a group the least flexible child (the smallest difference between its lengths
/// when offered 0 and infinity) goes first and is offered an equal share of what is left.
struct StackLayout: LayoutRule {
  let axis: Axis
  /// The guide children line up on across the stack.
  let alignment: AlignmentKey
  /// The distance between children, or `nil` for the views' own preferences.
  let spacing: CGFloat?

  /// Where each child goes for one proposal, and the stack's size.
  struct Arrangement {
    var proposals: [ProposedViewSize]
    var origins: [CGPoint]
    var size: CGSize
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    arrangement(of: children, for: proposal).size
  }

  /// The first child's spacing before the stack, the last one's after, and across the
  /// stack every child's, so a stack that starts with text is spaced as text.
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    .container(of: children.map(\.spacing), along: axis)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let arrangement = arrangement(of: children, for: placingProposal(size: size, proposal: proposal))
    for (index, child) in children.enumerated() {
      child.place(at: arrangement.origins[index], proposal: arrangement.proposals[index])
    }
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let arrangement = arrangement(of: children, for: placingProposal(size: size, proposal: proposal))
    let values = children.enumerated().map { index, child in
      child.explicitAlignment(key, proposal: arrangement.proposals[index]).map { $0 + arrangement.origins[index][key.axis] }
    }
    return key.combine(values)
  }

  /// When the stack was offered no length across, it places its children as if offered the
  /// length it chose, so that they fill it.
  private func placingProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
    return placing
  }

  func arrangement(of children: [LayoutNode], for proposal: ProposedViewSize) -> Arrangement {
    guard !children.isEmpty else {
      return Arrangement(proposals: [], origins: [], size: .zero)
    }
    let gaps = distancesBefore(children)
    let minorProposal = proposal[axis.other]
    var proposals: [ProposedViewSize]
    if let major = proposal[axis] {
      proposals = shareOut(major - gaps.reduce(0, +), among: children, minorProposal: minorProposal)
    } else {
      proposals = Array(repeating: ProposedViewSize(nil, along: axis, across: minorProposal), count: children.count)
    }

    var majorCursor: CGFloat = 0
    var minorLow: CGFloat = 0
    var minorHigh: CGFloat = 0
    var origins: [CGPoint] = []
    origins.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      let dimensions = child.dimensions(for: proposals[index])
      let size = dimensions.size
      let minorOrigin = -dimensions[alignment]
      minorLow = min(minorLow, minorOrigin)
      minorHigh = max(minorHigh, minorOrigin + size[axis.other])
      let majorOrigin = majorCursor + gaps[index]
      majorCursor = majorOrigin + size[axis]
      origins.append(CGPoint(majorOrigin, along: axis, across: minorOrigin))
    }
    for index in origins.indices {
      origins[index][axis.other] -= minorLow
    }
    return Arrangement(
      proposals: proposals, origins: origins, size: CGSize(majorCursor, along: axis, across: minorHigh - minorLow))
  }

  /// The distance before each child: none before the first.
  private func distancesBefore(_ children: [LayoutNode]) -> [CGFloat] {
    var gaps: [CGFloat] = [0]
    for index in children.indices.dropFirst() {
      gaps.append(spacing ?? children[index - 1].spacing.distance(to: children[index].spacing, along: axis))
    }
    return gaps
  }

  /// The proposal each child gets when `available` points (spacing already taken off) are
  /// shared out.
  private func shareOut(_ available: CGFloat, among children: [LayoutNode], minorProposal: CGFloat?)
    -> [ProposedViewSize]
  {
    let ranked = children.enumerated().map { index, child in
      RankedChild(
        index: index, priority: child.layoutPriority,
        minimum: child.length(along: axis, for: ProposedViewSize(0, along: axis, across: minorProposal)),
        maximum: child.length(along: axis, for: ProposedViewSize(.infinity, along: axis, across: minorProposal)))
    }.sorted(by: RankedChild.sizesFirst)

    var proposals = Array(repeating: ProposedViewSize.unspecified, count: children.count)
    var available = available
    var start = 0
    while start < ranked.count {
      var end = start
      while end < ranked.count, ranked[end].priority == ranked[start].priority { end += 1 }
      if start == 0 {
        available -= ranked[end...].reduce(0) { $0 + $1.minimum }
      } else {
        available += ranked[start..<end].reduce(0) { $0 + $1.minimum }
      }
      var remaining = end - start
      for child in ranked[start..<end] {
        let share = max(available / CGFloat(remaining), 0)
        let proposal = ProposedViewSize(share, along: axis, across: minorProposal)
        proposals[child.index] = proposal
        let taken = children[child.index].length(along: axis, for: proposal)
        if !taken.isNaN { available -= taken }
        remaining -= 1
      }
      start = end
    }
    return proposals
  }
}

/// A stack child with what decides when it is sized.
private struct RankedChild {
  let index: Int
  let priority: Double
  let minimum: CGFloat
  let maximum: CGFloat

  /// Higher priority first; then the less flexible; between two that grow without limit,
  /// the one with the larger minimum; then the order of the children.
  static func sizesFirst(_ a: RankedChild, _ b: RankedChild) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    let aRange = a.maximum - a.minimum
    let bRange = b.maximum - b.minimum
    if aRange != bRange { return aRange < bRange }
    let aTieBreak = aRange == .infinity ? -a.minimum : 0
    let bTieBreak = bRange == .infinity ? -b.minimum : 0
    if aTieBreak != bTieBreak { return aTieBreak < bTieBreak }
    return a.index < b.index
  }
}
