import DarkroomViews
import Foundation

/// A UIKit view controller in a SwiftUI view, as SwiftUI's `UIViewControllerRepresentable`
/// (developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable). In a render the
/// representable makes its coordinator and its controller once (`makeCoordinator`,
/// `makeUIViewController`, then `updateUIViewController`), loads the controller's view and
/// calls `viewWillAppear` and `viewDidAppear`. It takes the size it is proposed (or its
/// `sizeThatFits` answer), sets the view's frame to it between `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews`, and draws the view's `backgroundColor` and its subviews'
/// background rectangles, as a ``UIViewRepresentable`` draws its view.
/// `dismantleUIViewController` is never called: a still frame removes nothing.
///
/// ```swift
/// struct PlayerPlaceholder: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> UIViewController {
///     let controller = UIViewController()
///     controller.view.backgroundColor = .black
///     return controller
///   }
///   func updateUIViewController(_ controller: UIViewController, context: Context) {}
/// }
/// ```
public protocol UIViewControllerRepresentable: View where Body == _UIKitRepresentedView {
  /// The controller this representable makes.
  associatedtype UIViewControllerType: UIViewController
  /// What carries state between the controller and its SwiftUI side; `Void` unless given.
  associatedtype Coordinator = Void
  /// What the make, update and size methods are given.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date; called once after `makeUIViewController`.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Cleans up before the controller is removed; never called in a still frame.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, before the controller.
  func makeCoordinator() -> Coordinator
  /// The controller's size for `proposal`, or `nil` to take the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
    -> CGSize?
  { nil }

  /// The made controller's view, drawn as the representable's doc comment says.
  public var body: _UIKitRepresentedView {
    _UIKitRepresentedView(name: "\(Self.self)") { environment in
      let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
      let controller = makeUIViewController(context: context)
      updateUIViewController(controller, context: context)
      let view: UIView = controller.view
      controller.viewWillAppear(false)
      controller.viewDidAppear(false)
      return MadeUIView(
        view: view, sizeThatFits: { sizeThatFits($0, uiViewController: controller, context: context) },
        place: { size in
          controller.viewWillLayoutSubviews()
          view.frame = CGRect(origin: .zero, size: size)
          view.applyConstraints()
          view.layoutSubviews()
          controller.viewDidLayoutSubviews()
        })
    }
  }
}

/// What a ``UIViewControllerRepresentable``'s methods are given: its coordinator, the
/// transaction and the SwiftUI environment it is drawn in.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update: no animation in a still frame.
  public var transaction: Transaction
  /// The environment the representable is drawn in.
  public var environment: EnvironmentValues
}
