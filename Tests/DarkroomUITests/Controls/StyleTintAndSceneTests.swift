import DarkroomUI
import Testing

/// Tints given to a style's initializer, `.scenePadding()` and `Slider(value:in:step:label:)`
/// (developer.apple.com/documentation/swiftui/switchtogglestyle/init(tint:),
/// developer.apple.com/documentation/swiftui/view/scenepadding(_:)).
@Suite struct StyleTintAndSceneTests {
  @Test func aSwitchStyleTintFillsTheSwitchWhenOn() throws {
    let tinted = try drawnPixels(
      Toggle("", isOn: .constant(true)).labelsHidden().toggleStyle(SwitchToggleStyle(tint: Color(red: 1, green: 0, blue: 0))))
    #expect(isNear(tinted[8, 15], Pixel(red: 255, green: 0, blue: 0), within: 8))
  }

  @Test func aLinearStyleTintFillsTheBar() throws {
    let bitmap = try drawnPixels(
      ProgressView(value: 1.0).progressViewStyle(LinearProgressViewStyle(tint: Color(red: 1, green: 0, blue: 0)))
        .frame(width: 40))
    let row = (0..<bitmap.height).map { bitmap[20, $0] }
    #expect(row.contains { isNear($0, Pixel(red: 255, green: 0, blue: 0), within: 8) })
  }

  @Test func scenePaddingIsTheDefaultPaddingOnIPhone() throws {
    let scene = try LayoutProbe(Color.black.frame(width: 10, height: 10).id("box").scenePadding(.horizontal))
    let plain = try LayoutProbe(Color.black.frame(width: 10, height: 10).id("box").padding(.horizontal))
    #expect(scene["box"] == plain["box"])
    #expect(scene["box"].minX == 16)
  }

  @Test func aSliderWithAStepAndALabelDrawsLikeOneWithout() throws {
    let labelled = try drawnPixels(Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Volume") }.frame(width: 100))
    let plain = try drawnPixels(Slider(value: .constant(0.5), in: 0...1).frame(width: 100))
    #expect(labelled.bytes == plain.bytes)
  }
}
