import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Device screens lay views out in the safe area; backgrounds and `.ignoresSafeArea()` views
/// that touch it reach the screen's edges, as SwiftUI draws them
/// (developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)).
@Suite struct SafeAreaTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func contentIsLaidOutInTheSafeArea() throws {
    let text = try layout(Color.red.id("content"))
    #expect(text.contains("Color red [id content] (0, 59, 393×759)"))
  }

  @Test func anIgnoringViewReachesTheScreenEdges() throws {
    let text = try layout(Color.red.ignoresSafeArea())
    #expect(text.contains("Color red (0, 0, 393×852)"))
  }

  @Test func onlyTheEdgesAskedForAreIgnored() throws {
    let text = try layout(Color.red.ignoresSafeArea(edges: .top))
    #expect(text.contains("Color red (0, 0, 393×818)"))
  }

  @Test func aStyleBackgroundReachesTheEdgesItTouches() throws {
    let screen = VStack { Text("Top"); Spacer() }
      .frame(maxWidth: .infinity)
      .background(Color.yellow)
    let text = try layout(screen)
    #expect(text.contains("Rectangle fill #ffcc00 (0, 0, 393×852)"))
  }

  @Test func aViewAwayFromTheEdgesDoesNotStretch() throws {
    let text = try layout(Text("Middle").background(Color.yellow))
    #expect(text.contains("Rectangle fill #ffcc00 (170.67, 428.33, 52×20.33)"))
  }
}
