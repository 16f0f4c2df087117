import DarkroomUI
import Foundation
import Testing

/// A tag cloud: subviews left to right at their ideal sizes, wrapping to a new row when the
/// next one would pass the proposed width. Written as design systems write it, with the
/// rows worked out once for sizing and placing.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = rows(for: subviews, maxWidth: proposal.width ?? .infinity)
    let width = rows.map { row in row.last.map { $0.x + $0.size.width } ?? 0 }.max() ?? 0
    let height = rows.last.map { row in row.map { $0.y + $0.size.height }.max() ?? 0 } ?? 0
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for row in rows(for: subviews, maxWidth: bounds.width) {
      for item in row {
        subviews[item.index].place(
          at: CGPoint(x: bounds.minX + item.x, y: bounds.minY + item.y), proposal: ProposedViewSize(item.size))
      }
    }
  }

  private struct Item {
    let index: Int
    let x: CGFloat
    let y: CGFloat
    let size: CGSize
  }

  private func rows(for subviews: Subviews, maxWidth: CGFloat) -> [[Item]] {
    var rows: [[Item]] = [[]]
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if x > 0, x + size.width > maxWidth {
        rows.append([])
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      rows[rows.count - 1].append(Item(index: index, x: x, y: y, size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return rows
  }
}

/// Subviews evenly spaced on a circle, the first at the top, each centred on its point.
private struct RadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let largest = subviews.map { $0.sizeThatFits(.unspecified) }.map { max($0.width, $0.height) }.max() ?? 0
    let radius = min(bounds.width, bounds.height) / 2 - largest / 2
    let step = 2 * Double.pi / Double(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = step * Double(index) - Double.pi / 2
      subview.place(
        at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)), anchor: .center,
        proposal: .unspecified)
    }
  }
}

/// The order a subview asks to be shown in.
private struct DisplayOrder: LayoutValueKey {
  static let defaultValue = 0
}

/// A column that shows its subviews by `DisplayOrder`, then by priority, highest first.
private struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let ordered = subviews.sorted { ($0[DisplayOrder.self], -$0.priority) < ($1[DisplayOrder.self], -$1.priority) }
    var y = bounds.minY
    for subview in ordered {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

/// A layout that places nothing itself.
private struct PlacesNothing: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 60)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A single-subview container whose leading guide is indented by 10 points.
private struct IndentedLeading: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}

/// A layout that puts its one subview 20 points in and keeps the default guides.
private struct InsetByTwenty: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
    return CGSize(width: size.width + 20, height: size.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: CGPoint(x: bounds.minX + 20, y: bounds.minY), proposal: .unspecified)
  }
}

/// Custom `Layout`s lay out as their methods say, with the subviews' sizes, values and
/// priorities (developer.apple.com/documentation/swiftui/layout).
@Suite struct CustomLayoutTests {
  private func tags(_ count: Int) -> some View {
    ForEach(0..<count, id: \.self) { index in box(40, 20, "tag\(index)") }
  }

  @Test func aFlowLayoutWrapsAtTheProposedWidth() throws {
    let probe = try LayoutProbe(FlowLayout { tags(5) }, width: 150)
    #expect(same(probe["tag0"], rect(0, 0, 40, 20)))
    #expect(same(probe["tag1"], rect(48, 0, 40, 20)))
    #expect(same(probe["tag2"], rect(96, 0, 40, 20)))
    #expect(same(probe["tag3"], rect(0, 28, 40, 20)))
    #expect(same(probe["tag4"], rect(48, 28, 40, 20)))
    #expect(probe.size == CGSize(width: 136, height: 48))
  }

  @Test func aFlowLayoutOfferedNoWidthKeepsEveryTagOnOneRow() throws {
    let probe = try LayoutProbe(FlowLayout(spacing: 4) { tags(5) })
    #expect(same(probe["tag4"], rect(176, 0, 40, 20)))
    #expect(probe.size == CGSize(width: 216, height: 20))
  }

  @Test func aFlowLayoutIsMirroredRightToLeft() throws {
    let probe = try LayoutProbe(FlowLayout { tags(2) }.frame(width: 150, alignment: .leading), direction: .rightToLeft)
    #expect(same(probe["tag0"], rect(110, 0, 40, 20)))
    #expect(same(probe["tag1"], rect(62, 0, 40, 20)))
  }

  @Test func aFlowLayoutLaysOutTheSameEveryTime() throws {
    let view = FlowLayout { ForEach(["Swift", "Linux", "Snapshots", "Cairo"], id: \.self) { Text($0).padding(6) } }
    let first = try LayoutProbe(view, width: 200).description
    for _ in 0..<3 {
      #expect(try LayoutProbe(view, width: 200).description == first)
    }
    #expect(first.contains("FlowLayout"))
  }

  @Test func aFlowLayoutOfTextTagsAsALayoutSnapshot() {
    let tags = ["Swift", "Linux", "Snapshots", "Cairo", "Pango", "Layout"]
    let view = FlowLayout(spacing: 6) {
      ForEach(tags, id: \.self) { Text($0).padding(.horizontal, 8).padding(.vertical, 4).background(.yellow) }
    }
    .frame(width: 180, alignment: .leading)
    assertSnapshot(of: view, as: .layout, named: "flow")
  }

  @Test func aRadialLayoutPutsSubviewsEvenlyOnACircle() throws {
    let probe = try LayoutProbe(RadialLayout { tags(4) }, width: 200, height: 200)
    #expect(same(probe["tag0"], rect(80, 10, 40, 20)))
    #expect(same(probe["tag1"], rect(160, 90, 40, 20)))
    #expect(same(probe["tag2"], rect(80, 170, 40, 20)))
    #expect(same(probe["tag3"], rect(0, 90, 40, 20)))
  }

  @Test func aRadialLayoutOfferedNothingTakesItsDefaultSize() throws {
    let probe = try LayoutProbe(RadialLayout { tags(3) })
    #expect(probe.size == CGSize(width: 100, height: 100))
  }

  @Test func layoutValuesAndPrioritiesReachTheLayout() throws {
    let view = RankedColumn {
      box(10, 10, "last").layoutValue(key: DisplayOrder.self, value: 2)
      box(10, 10, "low")
      box(10, 10, "high").layoutPriority(1)
      box(10, 10, "first").layoutValue(key: DisplayOrder.self, value: -1).padding(0)
    }
    let probe = try LayoutProbe(view)
    #expect(probe["first"].minY == 0)
    #expect(probe["high"].minY == 10)
    #expect(probe["low"].minY == 20)
    #expect(probe["last"].minY == 30)
  }

  @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() throws {
    let probe = try LayoutProbe(PlacesNothing { box(20, 10, "a") })
    #expect(same(probe["a"], rect(40, 25, 20, 10)))
  }

  @Test func aLayoutsOwnGuideLinesItUpInAStack() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      box(50, 10, "above")
      IndentedLeading { box(30, 10, "inside") }
    }
    let probe = try LayoutProbe(view)
    #expect(same(probe["above"], rect(10, 0, 50, 10)))
    #expect(same(probe["inside"], rect(0, 10, 30, 10)))
  }

  @Test func withoutItsOwnGuidesALayoutMergesItsSubviewsGuides() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      box(50, 10, "above")
      InsetByTwenty { box(30, 10, "inside").alignmentGuide(.leading) { _ in 5 } }
    }
    let probe = try LayoutProbe(view)
    // The inner view's leading guide is 20 + 5 points into the container.
    #expect(probe["inside"].minX - probe["above"].minX == -5)
  }

  @Test func aLayoutsDefaultSpacingIsItsSubviewsSpacing() throws {
    let plain = try LayoutProbe(VStack { box(10, 10, "a"); InsetByTwenty { box(10, 10, "b") } })
    #expect(plain["b"].minY == 18)
    let spaced = ViewSpacing()
    #expect(spaced.distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing.zero.union(spaced, edges: .bottom).distance(to: .zero, along: .vertical) == 8)
    #expect(ViewSpacing.zero.union(spaced, edges: .top).distance(to: .zero, along: .vertical) == 0)
  }
}
