import DarkroomUI
import Testing

/// `ContainerRelativeShape` with no container shape around it is the rectangle of its frame
/// (developer.apple.com/documentation/swiftui/containerrelativeshape).
@Suite struct ContainerRelativeShapeTests {
  @Test func withoutAContainerItFillsItsWholeFrame() throws {
    let bitmap = try drawnPixels(ContainerRelativeShape().fill(Color.black).frame(width: 20, height: 20))
    #expect(bitmap[0, 0] == .black)
    #expect(bitmap[19, 19] == .black)
  }

  @Test func anInsetShapeLeavesItsEdgeEmpty() throws {
    let bitmap = try drawnPixels(ContainerRelativeShape().inset(by: 5).fill(Color.black).frame(width: 20, height: 20))
    #expect(bitmap[2, 10] == .white)
    #expect(bitmap[10, 10] == .black)
    #expect(bitmap[6, 6] == .black)
  }
}
