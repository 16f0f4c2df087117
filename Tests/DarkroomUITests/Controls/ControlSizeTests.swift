import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Bordered buttons at each control size, at the heights an iOS 17 simulator draws at the
/// default text size (Body 17 pt, a 20.33 pt line).
@Suite struct ControlSizeTests {
  private func height(_ button: some View, _ size: ControlSize) throws -> CGFloat {
    try LayoutProbe(button.controlSize(size).id("button"))["button"].height
  }

  private func expectHeights(_ button: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let expected: [(ControlSize, CGFloat)] = [(.large, 50.33), (.regular, 34.33), (.small, 28.33), (.mini, 24)]
    for (size, points) in expected {
      let measured = try height(button, size)
      #expect(abs(measured - points) < 0.25, "\(size): \(measured) pt, not \(points)", sourceLocation: sourceLocation)
    }
  }

  @Test func borderedButtonsAreFiftyThirtyFourTwentyEightAndTwentyFourPointsTall() throws {
    try expectHeights(Button("Continue") {}.buttonStyle(.bordered))
  }

  @Test func borderedProminentButtonsAreFiftyThirtyFourTwentyEightAndTwentyFourPointsTall() throws {
    try expectHeights(Button("Continue") {}.buttonStyle(.borderedProminent))
  }

  @Test func miniButtonsSetTheirTitleInSubheadlineUnlessAFontIsSet() throws {
    let mini = try LayoutProbe(Button("Continue") {}.buttonStyle(.bordered).controlSize(.mini))
    let subheadline = try LayoutProbe(Text("Continue").font(.subheadline))
    let title = try #require(mini.frames(of: "Text").first)
    #expect(abs(title.width - subheadline.size.width) < 0.01)
    let body = try height(Button("Continue") {}.buttonStyle(.bordered).font(.body), .mini)
    let bodyLine = try LayoutProbe(Text("Continue").font(.body)).size.height
    #expect(abs(body - (bodyLine + 6)) < 0.01)
  }
}
