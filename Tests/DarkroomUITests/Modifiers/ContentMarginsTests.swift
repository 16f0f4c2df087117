import DarkroomUI
import Foundation
import Testing

/// `contentMargins(_:_:for:)`: the scroll views inside pad their content by the margins,
/// keep their own frame, and pass nothing on to scroll views nested in them
/// (developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)).
@MainActor @Suite struct ContentMarginsTests {
  private let red = Pixel(red: 255, green: 0, blue: 0)

  private func scroll<Margined: View>(_ margins: (AnyView) -> Margined) throws -> Bitmap {
    let scroll = AnyView(ScrollView { Color(red: 1, green: 0, blue: 0).frame(height: 20) })
    return try drawnPixels(margins(scroll).frame(width: 100, height: 100))
  }

  @Test func aTopMarginMovesTheScrolledContentDown() throws {
    let plain = try scroll { $0 }
    #expect(plain[50, 5] == red)
    let margined = try scroll { $0.contentMargins(.top, 30, for: .scrollContent) }
    #expect(margined[50, 5] == .white)
    #expect(margined[50, 40] == red)
  }

  @Test func horizontalMarginsNarrowTheContent() throws {
    let margined = try scroll { $0.contentMargins(.horizontal, 20) }
    #expect(margined[10, 5] == .white)
    #expect(margined[25, 5] == red)
    #expect(margined[90, 5] == .white)
  }

  @Test func aNilLengthTakesTheSystemsSixteenPoints() throws {
    let margined = try scroll { $0.contentMargins(.leading, nil) }
    #expect(margined[14, 5] == .white)
    #expect(margined[18, 5] == red)
  }

  @Test func indicatorMarginsLeaveTheContentWhereItWas() throws {
    let margined = try scroll { $0.contentMargins(.top, 30, for: .scrollIndicators) }
    #expect(margined[50, 5] == red)
  }

  @Test func marginsAddUpAndStopAtANestedScrollView() throws {
    let view = ScrollView {
      ScrollView { Color(red: 1, green: 0, blue: 0).frame(height: 20) }.frame(height: 60)
    }
    .contentMargins(.top, 10).contentMargins(.top, 15)
    let text = try ImageRenderer(content: view.frame(width: 100, height: 100)).layoutDescription()
    #expect(text.components(separatedBy: "contentMargins").count == 2, "\(text)")
    let pixels = try drawnPixels(view.frame(width: 100, height: 100))
    #expect(pixels[50, 20] == .white)
    #expect(pixels[50, 30] == red)
  }
}
