import DarkroomUI
import DarkroomUIKit
import Foundation
import Testing

/// `UIFont`, `UIImage` and `UIApplication` as view files touch them
/// (developer.apple.com/documentation/uikit/uifont, uiimage, uiapplication).
@Suite struct UIFontImageApplicationTests {
  @Test func systemFontsReportSFProMetrics() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.lineHeight - 20.287) < 0.001)
    #expect(abs(body.ascender - 16.187) < 0.001)
    #expect(body.descender < 0)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium).pointSize == 13)
  }

  @Test func aUIFontSetsTheSameTextAsItsSwiftUIFont() throws {
    let uiKit = try ImageRenderer(content: Text("Total").font(Font(UIFont.systemFont(ofSize: 22, weight: .semibold)))).render()
    let swiftUI = try ImageRenderer(content: Text("Total").font(.system(size: 22, weight: .semibold))).render()
    #expect(uiKit.hasSamePixels(as: swiftUI))
  }

  @Test func aBitmapImageKeepsItsSizeAndPixelsThroughPNGData() throws {
    let bitmap = Bitmap(width: 6, height: 3, scale: 1, filledWith: Pixel(red: 255, green: 0, blue: 0))
    let image = UIImage(bitmap: bitmap, scale: 3)
    #expect(image.size == CGSize(width: 2, height: 1))
    let data = try #require(image.pngData())
    let decoded = try #require(UIImage(data: data, scale: 3))
    #expect(decoded.size == image.size)
    #expect(decoded.pngData() == data)
    #expect(image.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage(systemName: "star")?.pngData() == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(named: "NoSuchImage") == nil)
  }

  @Test func aTemplateImageIsDrawnInTheForegroundStyle() throws {
    let bitmap = Bitmap(width: 4, height: 4, scale: 1, filledWith: Pixel(red: 255, green: 0, blue: 0))
    let icon = UIImage(bitmap: bitmap)
    #expect(icon.renderingMode == .automatic)
    let template = icon.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    let drawn = try ImageRenderer(content: Image(uiImage: template).foregroundStyle(Color(red: 0, green: 0, blue: 1))).render()
    #expect(drawn[1, 1].blue > 200)
    #expect(drawn[1, 1].red < 50)
    let original = try ImageRenderer(content: Image(uiImage: icon).foregroundStyle(Color(red: 0, green: 0, blue: 1))).render()
    #expect(original[1, 1].red > 200)
  }

  @Test func theApplicationOpensNothingAndHasNoScenes() {
    let app = UIApplication.shared
    var opened: Bool?
    app.open(URL(string: "https://example.com")!) { opened = $0 }
    #expect(opened == false)
    #expect(!app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    #expect(app.connectedScenes.isEmpty)
    app.applicationIconBadgeNumber = 3
    #expect(app.applicationIconBadgeNumber == 0)
    #expect(!app.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil))
  }

  @Test func theApplicationsDelegateIsWhatCodeSetsAndIsHeldWeakly() {
    final class PreviewDelegate: UIApplicationDelegate {}
    #expect(UIApplication.shared.delegate == nil)
    var delegate: PreviewDelegate? = PreviewDelegate()
    UIApplication.shared.delegate = delegate
    #expect(UIApplication.shared.delegate === delegate)
    delegate = nil
    #expect(UIApplication.shared.delegate == nil)
  }

  @Test func theDeviceIsAnIPhoneOnIOS() {
    #expect(UIDevice.current.name == "iPhone")
    #expect(UIDevice.current.systemVersion == "18.0")
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIScreen.main.bounds.width == 393)
  }
}
