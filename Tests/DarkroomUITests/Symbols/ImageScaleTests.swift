import DarkroomUI
import Testing

/// `Image.Scale` is SwiftUI's name for the symbol scale `.imageScale(_:)` takes
/// (developer.apple.com/documentation/swiftui/image/scale).
@Suite struct ImageScaleTests {
  @Test func theScalesAreSmallMediumAndLarge() {
    #expect(Image.Scale.allCases == [.small, .medium, .large])
    #expect(EnvironmentValues().imageScale == Image.Scale.medium)
  }

  @Test func theSpelledOutScaleDrawsAsTheShortOne() throws {
    let spelled = try drawnPixels(Image(systemName: "globe").imageScale(Image.Scale.large).padding(4))
    let short = try drawnPixels(Image(systemName: "globe").imageScale(.large).padding(4))
    let medium = try drawnPixels(Image(systemName: "globe").padding(4))
    #expect(spelled.bytes == short.bytes)
    #expect(spelled.width > medium.width)
  }
}
