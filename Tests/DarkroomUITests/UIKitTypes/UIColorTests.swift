import DarkroomUI
import DarkroomUIKit
import Foundation
import Testing

/// A hex initialiser as apps add one to `UIColor`.
extension UIColor {
  fileprivate convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }
}

private func components(_ color: UIColor) -> [CGFloat] {
  var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
  color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
}

/// A view that reads a colour's components while it renders.
private nonisolated struct LabelBrightness: View {
  var body: some View {
    Text(components(.label)[0] == 1 ? "white label" : "black label")
  }
}

/// `UIColor` as view code uses it: initialisers, system colours with iOS's light and dark
/// values (developer.apple.com/documentation/uikit/ui-element-colors), components.
@Suite struct UIColorTests {
  @Test func initialisersGiveTheirComponents() {
    #expect(components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
    #expect(components(UIColor(white: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
    #expect(components(UIColor(hex: 0xFF8000)) == [1, 0.502, 0, 1])
    #expect(components(UIColor.black.withAlphaComponent(0.25)) == [0, 0, 0, 0.25])
  }

  @Test func systemColoursTakeIOSLightAndDarkValues() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(components(.systemBackground) == [1, 1, 1, 1])
    #expect(components(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
    #expect(components(.label) == [0, 0, 0, 1])
    #expect(components(UIColor.label.resolvedColor(with: dark)) == [1, 1, 1, 1])
    #expect(components(.secondaryLabel) == [0.235, 0.235, 0.263, 0.6])
    #expect(components(.systemGray6) == [0.949, 0.949, 0.969, 1])
    #expect(components(UIColor.systemBlue.resolvedColor(with: dark)) == [0.039, 0.518, 1, 1])
    #expect(components(.tertiarySystemFill)[3] == 0.12)
  }

  @Test func aDynamicProviderIsAskedForEachAppearance() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: 0x222222) : UIColor(hex: 0xEEEEEE) }
    #expect(components(color)[0] == 0.933)
    #expect(components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))[0] == 0.133)
  }

  @Test func cgColorAndTheSwiftUIBridgesKeepTheComponents() {
    let cg = UIColor(hex: 0x336699).cgColor
    #expect(cg.components?.map { ($0 * 1000).rounded() / 1000 } == [0.2, 0.4, 0.6, 1])
    #expect(components(UIColor(cgColor: cg)) == [0.2, 0.4, 0.6, 1])
    #expect(Color(uiColor: UIColor(Color.red)) == Color.red)
    #expect(Color(cgColor: CGColor(gray: 1, alpha: 1)) == Color(red: 1, green: 1, blue: 1))
  }

  @Test func aMissingNamedColourIsNil() {
    #expect(UIColor(named: "NoSuchColourSet") == nil)
  }

  @Test func componentsReadInABodyFollowTheRendersScheme() throws {
    #expect(try ImageRenderer(content: LabelBrightness()).layoutDescription().contains("black label"))
    let dark = LabelBrightness().environment(\.colorScheme, .dark)
    #expect(try ImageRenderer(content: dark).layoutDescription().contains("white label"))
  }

  @Test func aSemanticColourDrawsInTheRendersScheme() throws {
    let view = Color(uiColor: .systemBackground).frame(width: 4, height: 4)
    let light = try ImageRenderer(content: view).render()
    let dark = try ImageRenderer(content: view.environment(\.colorScheme, .dark)).render()
    #expect(light.bytes != dark.bytes)
  }
}
