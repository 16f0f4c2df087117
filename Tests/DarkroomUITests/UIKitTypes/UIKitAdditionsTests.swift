import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// UIKit pieces view files build on: font descriptors, tinted images, tab bar controllers,
/// text attachments and visual effects.
@MainActor @Suite struct UIKitAdditionsTests {
  @Test func aFontDescriptorsTraitsMakeABoldItalicFont() throws {
    let base = UIFont.systemFont(ofSize: 17)
    #expect(base.fontDescriptor.symbolicTraits.isEmpty)
    let descriptor = try #require(base.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font.pointSize == 17)
    #expect(font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    #expect(UIFont(descriptor: descriptor, size: 20).pointSize == 20)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test func aTintedImageKeepsItsShapeInTheTintColour() throws {
    var bytes = [UInt8](repeating: 0, count: 2 * 1 * 4)
    bytes[3] = 255  // the first pixel opaque black, the second clear
    let image = UIImage(bitmap: Bitmap(width: 2, height: 1, bytes: bytes))
    let tinted = image.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let bitmap = try #require(tinted.bitmap)
    #expect(bitmap[0, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(bitmap[1, 0].alpha == 0)
  }

  @Test func aTabBarControllerSelectsOnlyTabsItHas() {
    let tabs = UITabBarController()
    let inbox = UIViewController()
    let settings = UIViewController()
    tabs.viewControllers = [inbox, settings]
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === settings)
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 1)
    #expect(inbox.tabBarController === tabs)
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 3)
    #expect(inbox.tabBarItem.tag == 3)
    #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 0).title == "Favorites")
  }

  @Test func anAttachmentIsOneReplacementCharacter() {
    let text = NSAttributedString(attachment: NSTextAttachment(image: UIImage()))
    #expect(text.string == "\u{FFFC}")
    #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) is NSTextAttachment)
  }

  @Test func aBlurStyleNamesTheMaterialItDrawsAs() {
    #expect(UIBlurEffect(style: .systemUltraThinMaterial).material == .ultraThinMaterial)
    let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    #expect((panel.effect as? UIBlurEffect)?.style == .systemMaterial)
  }
}
