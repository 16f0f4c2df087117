import DarkroomViews
import Foundation

/// A UIKit view in a SwiftUI view, as SwiftUI's `UIViewRepresentable`
/// (developer.apple.com/documentation/swiftui/uiviewrepresentable). In a render the
/// representable makes its coordinator and its view once (`makeCoordinator`, `makeUIView`,
/// then `updateUIView`), takes the size it is proposed (or its `sizeThatFits` answer, and
/// the view's intrinsic size on an axis proposed `nil`), sets the view's frame to that size,
/// places the subviews that use Auto Layout from their constraints and calls its
/// `layoutSubviews()`. It then draws the view's `backgroundColor` over its
/// bounds and its subviews' background rectangles on top, with their alpha, `isHidden`,
/// `clipsToBounds` and their layers' corner radius and border; nothing else a UIKit view
/// would draw (shadows, text, images, `draw(_:)`) appears. `dismantleUIView` is never
/// called: a still frame removes nothing.
///
/// ```swift
/// struct ColorSwatch: UIViewRepresentable {
///   var color: UIColor
///   func makeUIView(context: Context) -> UIView { UIView() }
///   func updateUIView(_ uiView: UIView, context: Context) { uiView.backgroundColor = color }
/// }
///
/// ColorSwatch(color: .systemRed).frame(width: 44, height: 44)
/// ```
public protocol UIViewRepresentable: View where Body == _UIKitRepresentedView {
  /// The UIKit view this representable makes.
  associatedtype UIViewType: UIView
  /// What carries state between the view and its SwiftUI side; `Void` unless given.
  associatedtype Coordinator = Void
  /// What the make, update and size methods are given.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with the representable's values; called once after `makeUIView`.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up before the view is removed; never called in a still frame.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, before the view.
  func makeCoordinator() -> Coordinator
  /// The view's size for `proposal`, or `nil` to take the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

  /// The made view, drawn as the representable's doc comment says.
  public var body: _UIKitRepresentedView {
    _UIKitRepresentedView(name: "\(Self.self)") { environment in
      let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
      let view = makeUIView(context: context)
      updateUIView(view, context: context)
      return MadeUIView(
        view: view, sizeThatFits: { sizeThatFits($0, uiView: view, context: context) },
        place: { size in
          view.frame = CGRect(origin: .zero, size: size)
          view.applyConstraints()
          view.layoutSubviews()
        })
    }
  }
}

/// What a ``UIViewRepresentable``'s methods are given: its coordinator, the transaction and
/// the SwiftUI environment it is drawn in.
///
/// ```swift
/// func updateUIView(_ uiView: UIView, context: Context) {
///   uiView.backgroundColor = context.environment.colorScheme == .dark ? .black : .white
/// }
/// ```
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update: no animation in a still frame.
  public var transaction: Transaction
  /// The environment the representable is drawn in.
  public var environment: EnvironmentValues
}
