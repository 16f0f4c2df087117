import Foundation

// UIKit's names for the attributes of text it draws: Foundation on Linux declares the key
// type but not these members.
extension NSAttributedString.Key {
  /// The text's colour, a `UIColor`, as UIKit names it.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The text's font, a `UIFont`, as UIKit names it.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour behind the text, as UIKit names it.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The space added between characters, in points, as UIKit names it.
  public static let kern = NSAttributedString.Key("NSKern")
}
