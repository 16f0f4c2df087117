import DarkroomViews
import Foundation

/// UIKit's image view, as representables make one: it keeps its image and content mode. As
/// any UIKit view here, it draws its background colour and subviews, not the image
/// (developer.apple.com/documentation/uikit/uiimageview).
///
/// ```swift
/// let imageView = UIImageView(image: UIImage(systemName: "star"))
/// imageView.contentMode = .scaleAspectFit
/// ```
open class UIImageView: UIView {
  /// The image shown.
  public var image: UIImage?
  /// The image shown while the view is highlighted.
  public var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  public var isHighlighted = false

  /// A view sized to `image`, as UIKit sizes it.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// A view sized to `image`, with an image for when it is highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }
}
