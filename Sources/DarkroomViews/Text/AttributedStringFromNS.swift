import Foundation

// Foundation on Apple's systems turns an `NSAttributedString` into an `AttributedString`,
// carrying UIKit's attributes over to SwiftUI's
// (developer.apple.com/documentation/foundation/attributedstring/init(_:)-5jsy2); Foundation
// on Linux has no such initialiser.
#if !canImport(Darwin)
extension AttributedString {
  /// The attributed string of `nsStr`: its text, with the UIKit attributes SwiftUI draws
  /// (font, foreground and background colour, underline, strikethrough, kerning, baseline
  /// offset) and links carried over; other attributes are left out.
  ///
  /// ```swift
  /// let bold = NSAttributedString(string: "Total", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
  /// Text(AttributedString(bold))
  /// ```
  public init(_ nsStr: NSAttributedString) {
    var result = AttributedString()
    let whole = NSRange(location: 0, length: nsStr.length)
    nsStr.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
      var run = AttributedString(nsStr.attributedSubstring(from: range).string)
      Self.carryOver(attributes, to: &run)
      result.append(run)
    }
    self = result
  }

  private static func carryOver(_ attributes: [NSAttributedString.Key: Any], to run: inout AttributedString) {
    if let font = attributes[.font] as? UIFont { run.font = Font(font) }
    if let color = attributes[.foregroundColor] as? UIColor { run.foregroundColor = Color(uiColor: color) }
    if let color = attributes[.backgroundColor] as? UIColor { run.backgroundColor = Color(uiColor: color) }
    if let style = number(attributes[.underlineStyle]), style != 0 { run.underlineStyle = .single }
    if let style = number(attributes[.strikethroughStyle]), style != 0 { run.strikethroughStyle = .single }
    if let kern = number(attributes[.kern]) { run.kern = kern }
    if let offset = number(attributes[.baselineOffset]) { run.baselineOffset = offset }
    if let url = attributes[.link] as? URL {
      run.link = url
    } else if let text = attributes[.link] as? String, let url = URL(string: text) {
      run.link = url
    }
  }

  /// A number attribute as UIKit stores it: a Swift number or an `NSNumber`.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
#endif
