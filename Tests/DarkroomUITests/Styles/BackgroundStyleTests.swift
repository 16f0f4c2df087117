import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `.background` as a shape style, `.backgroundStyle(_:)` and `.background(ignoresSafeAreaEdges:)`
/// (developer.apple.com/documentation/swiftui/backgroundstyle).
@Suite struct BackgroundStyleTests {
  @Test func theBackgroundStyleIsTheSchemesSystemBackground() throws {
    // On a grey canvas, so the fill shows: white in light mode, black in dark.
    let view = Color.gray.frame(width: 20, height: 20).overlay(Rectangle().fill(.background).frame(width: 10, height: 10))
    #expect(try drawnPixels(view)[10, 10] == .white)
    #expect(try drawnPixels(view, dark: true)[10, 10] == .black)
    let text = Rectangle().foregroundStyle(.background).frame(width: 10, height: 10).padding(5).background(Color.gray)
    #expect(try drawnPixels(text, dark: true)[10, 10] == .black)
  }

  @Test func backgroundStyleSetsWhatTheBackgroundPaints() throws {
    let view = Circle().fill(.background).frame(width: 20, height: 20).backgroundStyle(.red)
    let pixel = try drawnPixels(view)[10, 10]
    #expect(pixel.red > 250 && pixel.green < 70 && pixel.blue < 70)
  }

  @Test func aPlainBackgroundFillsTheFrameWithTheBackgroundStyle() throws {
    let view = Color.clear.frame(width: 20, height: 20).background().padding(5).background(Color.gray)
    #expect(try drawnPixels(view, dark: true)[15, 15] == .black)
    #expect(try drawnPixels(view)[15, 15] == .white)
    #expect(try drawnPixels(view)[2, 2] != .white)
    let tinted = Color.clear.frame(width: 20, height: 20).background(ignoresSafeAreaEdges: []).backgroundStyle(.blue)
    let pixel = try drawnPixels(tinted)[10, 10]
    #expect(pixel.blue > 250 && pixel.red < 40)
  }
}
