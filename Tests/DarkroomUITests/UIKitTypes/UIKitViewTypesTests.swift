import DarkroomInert
import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomViews

/// UIKit's scroll, text and label views, paragraph styles and device settings as
/// representables and view code set them (developer.apple.com/documentation/uikit).
@MainActor @Suite struct UIKitViewTypesTests {
  @Test func scrollAndTextViewsKeepTheirSettings() {
    let textView = UITextView()
    #expect(textView.isEditable && textView.isScrollEnabled && !textView.hasText)
    textView.text = "Notes"
    textView.isEditable = false
    textView.textContainerInset = .zero
    textView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(textView.hasText && !textView.isEditable && textView.contentOffset.y == 40)
    #expect(!textView.isTracking && !textView.isDragging && !textView.isDecelerating)
    let label = UILabel()
    label.numberOfLines = 0
    #expect(label.numberOfLines == 0 && label.lineBreakMode == .byTruncatingTail)
  }

  @Test func aMutableParagraphStyleKeepsWhatIsSet() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    let base: NSParagraphStyle = style
    #expect(base.lineSpacing == 4 && base.alignment == .center)
    #expect(NSParagraphStyle.default.lineSpacing == 0)
    let note = NSAttributedString(string: "Notes", attributes: [.paragraphStyle: style, .link: "https://example.com"])
    #expect(note.attribute(.link, at: 0, effectiveRange: nil) as? String == "https://example.com")
    #expect(NSUnderlineStyle.single.rawValue == 1)
    let built = NSMutableAttributedString()
    built.append(NSAttributedString(string: "Total"))
    #expect(built.string == "Total")
  }

  // The test is about the literal itself, which the linter would have replaced.
  // swift-format-ignore: NoPlaygroundLiterals
  @Test func colourLiteralsAreSRGBComponents() {
    let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(color == Color(red: 1, green: 0.5, blue: 0))
    let uiColor: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
    var blue: CGFloat = 0, alpha: CGFloat = 0
    uiColor.getRed(nil, green: nil, blue: &blue, alpha: &alpha)
    #expect(blue == 1 && alpha == 0.5)
  }

  @Test func deviceOrientationNotificationsAndPresentationSettingsAreAccepted() {
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    #expect(UIDeviceOrientation.portrait.isValidInterfaceOrientation && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    let controller = UIViewController()
    controller.modalTransitionStyle = .crossDissolve
    #expect(controller.modalTransitionStyle == .crossDissolve)
    #expect(UITextContentType.postalCode != UITextContentType.givenName)
  }

  @Test func controlsRunTheirActionsForTheirEvents() {
    let control = UIControl()
    var taps = 0
    let tap = UIAction(title: "Tap") { _ in taps += 1 }
    control.addAction(tap, for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(taps == 0)
    control.sendActions(for: [.touchUpInside, .touchDown])
    #expect(taps == 1)
    control.removeAction(tap, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(taps == 1)
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
    let field: UIControl = UITextField()
    #expect(field.isEnabled)
  }

  @Test func textViewsSelectAllAndKeepLayoutPriorities() {
    let textView = UITextView()
    textView.text = "Notes é"
    textView.selectAll(nil)
    #expect(textView.selectedRange == NSRange(location: 0, length: 7))
    textView.returnKeyType = .done
    #expect(textView.returnKeyType == .done)
    #expect(textView.contentHuggingPriority(for: .horizontal) == .defaultLow)
    textView.setContentCompressionResistancePriority(.required, for: .vertical)
    #expect(textView.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(textView.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  @Test func scrollAndTextViewsHaveAppearanceProxies() {
    UIScrollView.appearance().bounces = false
    #expect(UIScrollView.appearance().bounces == false)
    UITextView.appearance().backgroundColor = .clear
    #expect(UITextView.appearance().backgroundColor == .clear)
    #expect(UITextView.appearance() !== UIScrollView.appearance())
  }
}
