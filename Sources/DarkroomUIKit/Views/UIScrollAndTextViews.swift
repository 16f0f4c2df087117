import DarkroomInert
import DarkroomViews
import Foundation

/// Insets from each edge, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A scrolling view, as UIKit's `UIScrollView`: here for representables and introspection
/// code that configure one. A snapshot shows it at its content offset's start; its
/// settings are kept and read back.
///
/// ```swift
/// func makeUIView(context: Context) -> UIScrollView {
///   let scrollView = UIScrollView()
///   scrollView.showsHorizontalScrollIndicator = false
///   return scrollView
/// }
/// ```
open class UIScrollView: UIView {
  /// How the keyboard is dismissed when the content is dragged.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
  /// How the content is inset from the safe area.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  /// How fast the content slows after a flick.
  public struct DecelerationRate: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  public var contentOffset: CGPoint = .zero
  public var contentSize: CGSize = .zero
  public var contentInset: UIEdgeInsets = .zero
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  public var isScrollEnabled = true
  public var isPagingEnabled = false
  public var bounces = true
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  public var keyboardDismissMode = KeyboardDismissMode.none
  public var decelerationRate = DecelerationRate.normal
  public var minimumZoomScale: CGFloat = 1
  public var maximumZoomScale: CGFloat = 1
  public var zoomScale: CGFloat = 1
  /// The object told about scrolling; a text view's is its `UITextViewDelegate`. A still
  /// frame never scrolls, so it is never called.
  public weak var delegate: UIScrollViewDelegate?

  /// Whether a finger is on the content: never, in a still frame.
  public var isTracking: Bool { false }
  /// Whether the content is being dragged: never, in a still frame.
  public var isDragging: Bool { false }
  /// Whether the content is still moving after a flick: never, in a still frame.
  public var isDecelerating: Bool { false }

  /// The proxy whose settings apply to every scroll view.
  public class func appearance() -> UIScrollView { AppearanceProxies.proxy(of: UIScrollView.self) { UIScrollView(frame: .zero) } }

  /// Moves the content so that `contentOffset` is its top-leading corner; never animated here.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}

/// A view of editable, scrolling text, as UIKit's `UITextView`: here for representables that
/// wrap one. Its settings are kept; a representable draws its background.
///
/// ```swift
/// func makeUIView(context: Context) -> UITextView {
///   let textView = UITextView()
///   textView.font = .preferredFont(forTextStyle: .body)
///   textView.isEditable = false
///   return textView
/// }
/// ```
open class UITextView: UIScrollView {
  public var text: String! = ""
  public var font: UIFont?
  public var textColor: UIColor?
  public var textAlignment = NSTextAlignment.natural
  public var isEditable = true
  public var isSelectable = true
  public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  public var keyboardType = UIKeyboardType.default
  public var returnKeyType = UIReturnKeyType.default
  public var enablesReturnKeyAutomatically = false
  public var autocapitalizationType = UITextAutocapitalizationType.sentences
  public var adjustsFontForContentSizeCategory = false
  public var selectedRange = NSRange(location: 0, length: 0)

  /// Whether the view holds no text.
  public var hasText: Bool { !(text ?? "").isEmpty }

  /// Selects all the text.
  open func selectAll(_ sender: Any?) {
    selectedRange = NSRange(location: 0, length: (text ?? "").utf16.count)
  }

  /// The proxy whose settings apply to every text view.
  public override class func appearance() -> UITextView { AppearanceProxies.proxy(of: UITextView.self) { UITextView(frame: .zero) } }
}

/// A label, as UIKit's `UILabel`: here for representables that wrap one. Its settings are
/// kept; a representable draws its background.
open class UILabel: UIView {
  public var text: String?
  public var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
  public var textColor: UIColor! = .label
  public var textAlignment = NSTextAlignment.natural
  public var numberOfLines = 1
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail
  public var adjustsFontSizeToFitWidth = false
  public var minimumScaleFactor: CGFloat = 0
  public var adjustsFontForContentSizeCategory = false
  public var preferredMaxLayoutWidth: CGFloat = 0
}
