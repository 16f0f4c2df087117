import DarkroomUI
import Testing

/// A profile header that is a row when wide and a column when narrow, as apps switch
/// layouts with `AnyLayout`.
private nonisolated struct ProfileHeader: View {
  let isWide: Bool
  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout(alignment: .top, spacing: 12)) : AnyLayout(VStackLayout(spacing: 4))
    layout {
      Circle().frame(width: 40, height: 40).id("avatar")
      Text("Ada Lovelace").id("name")
    }
  }
}

/// A custom layout that hands its subviews to an `HStackLayout`, as layouts that add a
/// little to a built-in one do.
private struct DelegatingRow: Layout {
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// The built-in layouts as `Layout` values lay out as their views do, alone, through
/// `AnyLayout`, and under a custom layout (developer.apple.com/documentation/swiftui/anylayout).
@Suite struct AnyLayoutTests {
  private func row() -> some View {
    Group {
      Text("Total").id("label")
      Spacer()
      Color.blue.frame(width: 30, height: 20).id("swatch")
    }
  }

  @Test func hStackLayoutLaysOutAsAnHStack() throws {
    let layout = try LayoutProbe(HStackLayout(alignment: .bottom, spacing: 6) { row() }, width: 300)
    let stack = try LayoutProbe(HStack(alignment: .bottom, spacing: 6) { row() }, width: 300)
    #expect(layout.description == stack.description)
    #expect(same(layout["swatch"], stack["swatch"]))
  }

  @Test func vStackZStackAndGridLayoutsLayOutAsTheirViews() throws {
    let column = try LayoutProbe(VStackLayout(alignment: .leading) { Text("A"); Text("Longer line") })
    #expect(column.description == (try LayoutProbe(VStack(alignment: .leading) { Text("A"); Text("Longer line") })).description)
    let layers = try LayoutProbe(ZStackLayout(alignment: .topTrailing) { square(40, "a"); square(10, "b") })
    #expect(same(layers["b"], rect(30, 0, 10, 10)))
    let grid = try LayoutProbe(GridLayout(horizontalSpacing: 4) { GridRow { square(10, "a"); square(20, "b") } })
    #expect(grid.description == (try LayoutProbe(Grid(horizontalSpacing: 4) { GridRow { square(10, "a"); square(20, "b") } })).description)
  }

  @Test func anyLayoutSwitchesBetweenARowAndAColumn() throws {
    let wide = try LayoutProbe(ProfileHeader(isWide: true))
    let narrow = try LayoutProbe(ProfileHeader(isWide: false))
    #expect(wide["name"].minX == 52)
    #expect(wide["name"].minY == 0)
    #expect(narrow["name"].minY == 44)
    #expect(wide.description.contains("HStack"))
    #expect(narrow.description.contains("VStack"))
  }

  @Test func anyLayoutOfAStackIsThatStack() throws {
    let erased = try LayoutProbe(AnyLayout(HStackLayout()) { row() }, width: 300)
    let stack = try LayoutProbe(HStack { row() }, width: 300)
    #expect(erased.description == stack.description)
    let nested = try LayoutProbe(AnyLayout(AnyLayout(VStackLayout())) { Text("x") })
    #expect(nested.description.contains("VStack"))
  }

  @Test func aCustomLayoutThatDelegatesToHStackLayoutPlacesAsAnHStack() throws {
    let delegating = try LayoutProbe(DelegatingRow { row() }, width: 300)
    let stack = try LayoutProbe(HStack { row() }, width: 300)
    #expect(same(delegating["label"], stack["label"]))
    #expect(same(delegating["swatch"], stack["swatch"]))
    #expect(delegating.size == stack.size)
  }
}
