import Foundation

/// A paragraph's layout in attributed strings, as UIKit's `NSParagraphStyle`: kept in the
/// attributes of strings that view code builds for UIKit text. SwiftUI's `Text` does not read
/// it, so a snapshot draws as SwiftUI would.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// let note = NSAttributedString(string: "Notes", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle {
  /// The style of a paragraph nothing is set on.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public fileprivate(set) var alignment = NSTextAlignment.natural
  public fileprivate(set) var lineSpacing: CGFloat = 0
  public fileprivate(set) var paragraphSpacing: CGFloat = 0
  public fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
  public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
  public fileprivate(set) var headIndent: CGFloat = 0
  public fileprivate(set) var tailIndent: CGFloat = 0
  public fileprivate(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
  public fileprivate(set) var minimumLineHeight: CGFloat = 0
  public fileprivate(set) var maximumLineHeight: CGFloat = 0
  public fileprivate(set) var lineHeightMultiple: CGFloat = 0
  public fileprivate(set) var hyphenationFactor: Float = 0

  public init() {}
}

/// A paragraph style whose settings can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  override public var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  override public var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  override public var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  override public var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  override public var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  override public var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  override public var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  override public var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  override public var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  override public var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  override public var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  override public var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { super.hyphenationFactor = newValue }
  }
}

/// How a line under or through text is drawn, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
  /// A paragraph's layout (an ``NSParagraphStyle``).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A link's URL or string.
  public static let link = NSAttributedString.Key("NSLink")
  /// Points the text is raised above its baseline.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// An ``NSUnderlineStyle``'s raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An ``NSUnderlineStyle``'s raw value, for a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The outline's colour.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, as a percentage of the font size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

#if !canImport(Darwin)
extension NSMutableAttributedString {
  /// An empty attributed string to append to, as on Apple's platforms; Foundation on Linux
  /// only makes one from a string.
  ///
  /// ```swift
  /// let text = NSMutableAttributedString()
  /// text.append(NSAttributedString(string: "Total"))
  /// ```
  public convenience init() {
    self.init(string: "")
  }
}
#endif
