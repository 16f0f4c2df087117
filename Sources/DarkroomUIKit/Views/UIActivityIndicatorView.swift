import DarkroomViews
import Foundation

/// UIKit's spinning activity indicator, as representables make one: it keeps its style,
/// colour and whether it is animating. A still frame shows no spinner; like UIKit's, the
/// view is hidden while stopped when `hidesWhenStopped` is set, so a stopped one draws
/// nothing (developer.apple.com/documentation/uikit/uiactivityindicatorview).
///
/// ```swift
/// func makeUIView(context: Context) -> UIActivityIndicatorView {
///   let spinner = UIActivityIndicatorView(style: .large)
///   spinner.startAnimating()
///   return spinner
/// }
/// ```
open class UIActivityIndicatorView: UIView {
  /// The indicator's size.
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }

  /// How large the indicator is.
  public var style = Style.medium
  /// The spinner's colour; the secondary label colour unless set.
  public var color: UIColor! = .secondaryLabel
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false
  /// Whether the view hides while it is not animating.
  public var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// An indicator of `style`, stopped.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  /// An indicator with `frame`, stopped and so hidden.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning, hiding the view when `hidesWhenStopped` is set.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
