import DarkroomViews
import Foundation

/// An image placed in attributed text, as UIKit's `NSTextAttachment`.
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// let text = NSMutableAttributedString(attachment: star)
/// ```
open class NSTextAttachment: @unchecked Sendable {
  /// The image shown.
  open var image: UIImage?
  /// Where the image sits relative to the baseline, and its size; zero for the image's own.
  open var bounds: CGRect = .zero
  /// The attachment's file data, when it was made from data.
  open var contents: Data?
  /// The type of `contents`.
  open var fileType: String?

  public init() {}

  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }

  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }
}

/// A shadow for attributed text, as UIKit's `NSShadow`.
open class NSShadow: @unchecked Sendable {
  open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  open var shadowBlurRadius: CGFloat = 0
  open var shadowColor: Any?
  public init() {}
}

extension NSAttributedString.Key {
  /// An ``NSTextAttachment`` shown in place of the character.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// An ``NSShadow`` under the text.
  public static let shadow = NSAttributedString.Key("NSShadow")
}

#if !canImport(Darwin)
extension NSAttributedString {
  /// One object-replacement character carrying `attachment`, as UIKit makes it.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
#endif
