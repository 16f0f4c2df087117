import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI

/// A card laid out with anchors, as representables pin their subviews: a red bar along the
/// margins' leading edge, a blue square after it, and a green strip whose size is only
/// bounded, so it keeps the frame it was given.
private struct PinnedCard: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let card = UIView()
    card.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    let bar = UIView()
    bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let square = UIView()
    square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let strip = UIView(frame: CGRect(x: 0, y: 36, width: 5, height: 4))
    strip.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    for view in [bar, square] { view.translatesAutoresizingMaskIntoConstraints = false }
    // Added before the bar it hangs on: siblings are solved in turns.
    card.addSubview(square)
    card.addSubview(bar)
    card.addSubview(strip)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      bar.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      bar.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
      bar.widthAnchor.constraint(equalToConstant: 6),
      square.leadingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 2),
      square.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      square.widthAnchor.constraint(equalToConstant: 10),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
      strip.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
    ])
    return card
  }

  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A controller whose view keeps to the dark appearance in a light environment.
private final class AlwaysDarkController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

private struct AlwaysDark: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> AlwaysDarkController {
    let controller = AlwaysDarkController()
    controller.overrideUserInterfaceStyle = .dark
    return controller
  }

  func updateUIViewController(_ uiViewController: AlwaysDarkController, context: Context) {}
}

/// Auto Layout as representables use it (developer.apple.com/documentation/uikit/nslayoutanchor):
/// equal constraints to the superview, its guides and siblings place subviews when drawn.
@MainActor @Suite struct AutoLayoutTests {
  private let red = Pixel(red: 255, green: 0, blue: 0)
  private let blue = Pixel(red: 0, green: 0, blue: 255)
  private let green = Pixel(red: 0, green: 255, blue: 0)

  @Test func anchorsPlaceSubviewsFromTheSuperviewItsMarginsAndSiblings() throws {
    let bitmap = try drawnPixels(PinnedCard().frame(width: 60, height: 40))
    // The bar: x 8 (the margin) to 14, y 4 to 36.
    #expect(bitmap[8, 4] == red && bitmap[13, 35] == red)
    #expect(bitmap[7, 20] == .white && bitmap[14, 20] != red && bitmap[10, 3] == .white)
    // The square: 2 after the bar (x 16 to 26), 10 tall, centred (y 15 to 25).
    #expect(bitmap[16, 15] == blue && bitmap[25, 24] == blue)
    #expect(bitmap[15, 20] == .white && bitmap[26, 20] == .white && bitmap[20, 14] == .white)
    // An inequality is not solved: the strip keeps its frame.
    #expect(bitmap[4, 37] == green && bitmap[5, 37] == .white)
  }

  @Test func deactivatedConstraintsNoLongerPlaceAView() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let dot = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    dot.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(dot)
    let centred = [dot.centerXAnchor.constraint(equalTo: card.centerXAnchor), dot.centerYAnchor.constraint(equalTo: card.centerYAnchor)]
    NSLayoutConstraint.activate(centred)
    #expect(card.constraints.count == 2 && dot.constraints.count == 2)
    card.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 23.5, y: 23, width: 3, height: 4))
    NSLayoutConstraint.deactivate(centred)
    dot.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    card.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && card.constraints.isEmpty)
  }

  @Test func aControllersOverriddenStyleResolvesItsViewsColours() throws {
    let bitmap = try drawnPixels(AlwaysDark().frame(width: 10, height: 10))
    #expect(bitmap[5, 5] == Pixel(red: 0, green: 0, blue: 0))
  }

  @Test func tabsGiveTheTabBarControllerItsControllers() {
    let tabs = UITabBarController()
    let inbox = UITab(title: "Inbox", image: nil, identifier: "inbox") { _ in UIViewController() }
    let settings = UITab(title: "Settings", image: nil, identifier: "settings")
    tabs.tabs = [inbox, settings]
    #expect(tabs.viewControllers?.count == 2 && tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
    tabs.selectedTab = settings
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === settings.viewController)
  }
}
