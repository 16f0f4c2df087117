import DarkroomViews
import Foundation

/// A view controller that holds a SwiftUI view, as SwiftUI's `UIHostingController`
/// (developer.apple.com/documentation/swiftui/uihostingcontroller). `sizeThatFits(in:)`
/// answers with Darkroom's layout of the root view; the controller's `view` is a plain view
/// in the system background colour (the root view is drawn by rendering `rootView`, not
/// through the controller's view).
///
/// ```swift
/// let controller = UIHostingController(rootView: ReceiptCard(receipt: .sample))
/// let size = controller.sizeThatFits(in: CGSize(width: 320, height: .infinity))
/// ```
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view the controller holds.
  public var rootView: Content
  /// What the controller keeps up to date from its view's ideal size; accepted.
  public var sizingOptions: UIHostingControllerSizingOptions = []
  /// The safe-area regions the root view respects; accepted: a view drawn inside SwiftUI's
  /// layout has its whole bounds safe.
  public var safeAreaRegions: SafeAreaRegions = .all

  /// A controller that holds `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller from an archive and a root view.
  public init?(coder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller from an archive alone cannot be made: it has no root view, so this is `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  open override func loadView() {
    let view = UIView()
    view.backgroundColor = .systemBackground
    self.view = view
  }

  /// The root view's size when it is offered `size` (an infinite length proposes no length on
  /// that axis), as Darkroom lays it out at the screen's scale; zero when the pinned fonts
  /// cannot be set up.
  open func sizeThatFits(in size: CGSize) -> CGSize {
    let proposal = ProposedViewSize(
      width: size.width.isFinite ? max(size.width, 0) : nil, height: size.height.isFinite ? max(size.height, 0) : nil)
    return DetachedLayout.fittingSize(of: rootView, proposal: proposal, scale: UIScreen.main.scale) ?? .zero
  }
}

/// What a hosting controller keeps up to date from its root view's ideal size; accepted.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The controller's `preferredContentSize`.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// The view's `intrinsicContentSize`.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
