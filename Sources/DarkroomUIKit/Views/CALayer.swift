import DarkroomViews
import Foundation

/// The Core Animation layer behind a ``UIView``, for the layer settings representables make:
/// corner radius, masking, border and shadow. A view draws its background with the layer's
/// corner radius (circular corners, as Core Animation's default), clips its subviews to that
/// shape when `masksToBounds` is set, and strokes the border inside its bounds over its
/// subviews. Shadows are accepted and not drawn.
///
/// ```swift
/// let chip = UIView()
/// chip.backgroundColor = .systemBlue
/// chip.layer.cornerRadius = 8
/// chip.layer.borderWidth = 1
/// chip.layer.borderColor = UIColor.white.cgColor
/// ```
@MainActor
open class CALayer {
  /// The view whose layer this is; its background colour is the layer's.
  weak var owner: UIView?
  private var ownBackgroundColor: CGColor?
  /// The radius of the corners the background and border are drawn with, in points.
  public var cornerRadius: CGFloat = 0
  /// Whether the subviews are cut off at the layer's rounded bounds: the view's `clipsToBounds`.
  public var masksToBounds = false
  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: CGFloat = 0
  /// The border's colour: opaque black unless set, as in Core Animation.
  public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// Accepted: shadows are not drawn.
  public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// Accepted: shadows are not drawn.
  public var shadowOpacity: Float = 0
  /// Accepted: shadows are not drawn.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Accepted: shadows are not drawn.
  public var shadowRadius: CGFloat = 3

  /// A layer of no view.
  public init() {}

  /// The background colour: the view's, for a view's layer.
  public var backgroundColor: CGColor? {
    // No closures (`map`): this main-actor code runs on the thread that renders (see `UIView`).
    get {
      guard let owner else { return ownBackgroundColor }
      return owner.backgroundColor?.cgColor
    }
    set {
      guard let owner else {
        ownBackgroundColor = newValue
        return
      }
      if let newValue { owner.backgroundColor = UIColor(cgColor: newValue) } else { owner.backgroundColor = nil }
    }
  }
}
