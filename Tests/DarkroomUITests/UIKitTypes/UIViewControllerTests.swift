import DarkroomUI
import DarkroomUIKit
import Foundation
import Testing

/// A card as a team might host it in UIKit.
private struct HostedCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Order #42").font(.headline)
      Text("Two items, ready at 5 pm").foregroundStyle(.secondary)
    }
    .padding()
  }
}

/// A controller that makes its own view.
private final class BadgeController: UIViewController {
  private(set) var loads = 0

  override func loadView() {
    loads += 1
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    badge.backgroundColor = .systemRed
    view = badge
  }
}

/// `UIView`, `UIViewController` and `UIHostingController`
/// (developer.apple.com/documentation/uikit/uiview, uiviewcontroller,
/// developer.apple.com/documentation/swiftui/uihostingcontroller): geometry, subviews,
/// tint, a lazily loaded view, and a hosting controller sized by Darkroom's layout.
@MainActor @Suite struct UIViewControllerTests {
  @Test func aHostingControllersSizeThatFitsIsTheViewsLayout() throws {
    let controller = UIHostingController(rootView: HostedCard())
    let fitting = controller.sizeThatFits(in: CGSize(width: 300, height: CGFloat.infinity))
    let laidOut = try LayoutProbe(HostedCard(), width: 300, height: nil).size
    #expect(fitting == laidOut)
    #expect(fitting.width > 100 && fitting.height > 40)
    let ideal = controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    #expect(ideal == (try LayoutProbe(HostedCard()).size))
    #expect(controller.sizeThatFits(in: CGSize(width: -5, height: CGFloat.nan)) == (try LayoutProbe(HostedCard(), width: 0).size))
  }

  @Test func aHostingControllerKeepsItsRootViewAndLoadsABackgroundView() {
    let controller = UIHostingController(rootView: Text("Hello"))
    controller.rootView = Text("Bye")
    controller.title = "Greeting"
    controller.sizingOptions = [.preferredContentSize]
    #expect(controller.title == "Greeting")
    #expect(controller.isViewLoaded == false)
    #expect(controller.view.backgroundColor == .systemBackground)
    #expect(controller.isViewLoaded)
  }

  @Test func aControllerLoadsItsViewOnceWhenFirstAskedForIt() {
    let controller = BadgeController()
    #expect(controller.loads == 0)
    #expect(controller.view.frame.size == CGSize(width: 20, height: 20))
    _ = controller.view
    #expect(controller.loads == 1)
    var completed = false
    controller.present(UIViewController(), animated: true) { completed = true }
    controller.dismiss(animated: true) { completed = true }
    #expect(controller.presentedViewController == nil && !completed)
  }

  @Test func childControllersMoveBetweenParents() {
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty && second.children.count == 1 && child.parent === second)
    child.removeFromParent()
    #expect(second.children.isEmpty && child.parent == nil)
    child.addChild(child)
    #expect(child.children.isEmpty)
  }

  @Test func aViewsFrameBoundsAndCentreAgree() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(view.center == CGPoint(x: 30, y: 35))
    view.center = CGPoint(x: 50, y: 50)
    #expect(view.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
    view.bounds.size = CGSize(width: 10, height: 10)
    #expect(view.frame.size == CGSize(width: 10, height: 10))
  }

  @Test func subviewsMoveBetweenSuperviewsAndNeverHoldTheirAncestors() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    leaf.addSubview(root)
    middle.addSubview(middle)
    #expect(leaf.subviews.isEmpty && middle.subviews.count == 1)
    root.addSubview(leaf)
    #expect(middle.subviews.isEmpty && root.subviews.map(ObjectIdentifier.init) == [middle, leaf].map(ObjectIdentifier.init))
    root.sendSubviewToBack(leaf)
    #expect(root.subviews.first === leaf)
    root.insertSubview(UIView(), at: 99)
    #expect(root.subviews.count == 3)
    leaf.tag = 7
    #expect(root.viewWithTag(7) === leaf && leaf.isDescendant(of: root))
    leaf.removeFromSuperview()
    #expect(leaf.superview == nil && root.subviews.count == 2)
  }

  @Test func aViewsLayerHoldsItsBackgroundAndClipping() {
    let view = UIView()
    view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    view.backgroundColor = nil
    #expect(view.layer.backgroundColor == nil)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    let loose = CALayer()
    loose.backgroundColor = CGColor(gray: 0.5, alpha: 1)
    #expect(loose.backgroundColor == CGColor(gray: 0.5, alpha: 1) && loose.borderColor == CGColor(gray: 0, alpha: 1))
  }

  @Test func aViewsTintComesFromItsSuperviewOrIsSystemBlue() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    root.tintColor = .systemOrange
    #expect(child.tintColor == .systemOrange)
    #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
