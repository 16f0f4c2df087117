import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Grids and ViewThatFits lay out as SwiftUI documents them
/// (developer.apple.com/documentation/swiftui/lazyvgrid, /grid, /viewthatfits).
@Suite struct GridTests {
  @Test func flexibleColumnsShareTheWidth() throws {
    let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
      ForEach(0..<4) { Color.red.frame(height: 20).id("cell\($0)") }
    }
    let probe = try LayoutProbe(grid, width: 210)
    #expect(same(probe["cell0"], rect(0, 0, 101, 20)))
    #expect(same(probe["cell1"], rect(109, 0, 101, 20)))
    #expect(same(probe["cell2"], rect(0, 30, 101, 20)))
    #expect(probe.size == CGSize(width: 210, height: 50))
  }

  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 0)], spacing: 0) {
      ForEach(0..<7) { Color.blue.frame(height: 10).id("cell\($0)") }
    }
    let probe = try LayoutProbe(grid, width: 250)
    // Four columns of 62.5 pt fit in 250 pt; the fifth item starts the second row.
    #expect(same(probe["cell3"], rect(187.5, 0, 62.5, 10)))
    #expect(same(probe["cell4"], rect(0, 10, 62.5, 10)))
  }

  @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
    let grid = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
      GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") }
      GridRow { Color.red.frame(width: 50, height: 12).id("c"); Color.red.frame(width: 20, height: 12).id("d") }
    }
    let probe = try LayoutProbe(grid)
    #expect(same(probe["b"], rect(54, 0, 10, 10)))
    #expect(same(probe["d"], rect(54, 12, 20, 12)))
    #expect(probe.size == CGSize(width: 74, height: 24))
  }

  @Test func viewThatFitsPicksTheFirstThatFits() throws {
    let choice = ViewThatFits {
      Color.red.frame(width: 200, height: 10).id("wide")
      Color.red.frame(width: 50, height: 10).id("narrow")
    }
    #expect(try LayoutProbe(choice, width: 300).description.contains("wide"))
    let narrow = try LayoutProbe(choice, width: 100)
    #expect(same(narrow["narrow"], rect(0, 0, 50, 10)))
  }
}
