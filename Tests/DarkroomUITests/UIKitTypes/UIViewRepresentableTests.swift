import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI

/// A plain UIKit view in a colour, as the simplest representables are written.
private struct Swatch: UIViewRepresentable {
  var color: UIColor

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    uiView.backgroundColor = color
  }
}

/// A view that lays a bar out along its bottom once it knows its size.
private final class MeterView: UIView {
  let bar = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    addSubview(bar)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = CGRect(x: 0, y: bounds.height - 4, width: bounds.width / 2, height: 4)
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 24, height: 12)
  }
}

/// A representable with a coordinator, reading the environment, and answering its own size.
private struct Meter: UIViewRepresentable {
  let calls: CallLog
  var fixedSize: CGSize?

  final class Coordinator {
    let calls: CallLog
    init(calls: CallLog) { self.calls = calls }
  }

  func makeCoordinator() -> Coordinator {
    calls.record("coordinator")
    return Coordinator(calls: calls)
  }

  func makeUIView(context: Context) -> MeterView {
    context.coordinator.calls.record("make")
    return MeterView()
  }

  func updateUIView(_ uiView: MeterView, context: Context) {
    context.coordinator.calls.record("update")
    if context.environment.colorScheme == .dark { uiView.backgroundColor = .black }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: MeterView, context: Context) -> CGSize? {
    fixedSize
  }

  static func dismantleUIView(_ uiView: MeterView, coordinator: Coordinator) {
    coordinator.calls.record("dismantle")
  }
}

/// The calls a representable's methods made, in order.
private final class CallLog {
  private(set) var calls: [String] = []
  func record(_ call: String) { calls.append(call) }
}

/// A controller that colours its view once it is loaded.
private final class TealController: UIViewController {
  var appeared = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared = true
  }
}

private struct TealScreen: UIViewControllerRepresentable {
  let controller: TealController

  func makeUIViewController(context: Context) -> TealController { controller }
  func updateUIViewController(_ uiViewController: TealController, context: Context) {}
}

/// `UIViewRepresentable` and `UIViewControllerRepresentable`
/// (developer.apple.com/documentation/swiftui/uiviewrepresentable): made and updated once,
/// sized by the proposal or their own answer, and drawn as their views' background rectangles.
@MainActor @Suite struct UIViewRepresentableTests {
  private let red = Pixel(red: 255, green: 0, blue: 0)

  @Test func aRedViewDrawsRedAtItsFrame() throws {
    let view = VStack(spacing: 0) {
      Color.white.frame(width: 60, height: 10)
      Swatch(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1)).frame(width: 40, height: 20).id("swatch")
    }
    let frame = try LayoutProbe(view, scale: 1)["swatch"]
    #expect(same(frame, rect(10, 10, 40, 20)))
    let bitmap = try drawnPixels(view)
    #expect(bitmap[10, 10] == red && bitmap[49, 29] == red && bitmap[30, 20] == red)
    #expect(bitmap[9, 20] == .white && bitmap[50, 20] == .white && bitmap[30, 9] == .white)
  }

  @Test func aRepresentableTakesTheProposalOrItsOwnAnswer() throws {
    let calls = CallLog()
    #expect(try LayoutProbe(Meter(calls: calls), width: 100, height: 50).size == CGSize(width: 100, height: 50))
    // An axis proposed nil takes the view's intrinsic size.
    #expect(try LayoutProbe(Meter(calls: calls)).size == CGSize(width: 24, height: 12))
    #expect(try LayoutProbe(Swatch(color: .red)).size == CGSize(width: 10, height: 10))
    let answered = Meter(calls: calls, fixedSize: CGSize(width: 30, height: 8))
    #expect(try LayoutProbe(answered, width: 100, height: 50).size == CGSize(width: 30, height: 8))
    let unusable = Meter(calls: calls, fixedSize: CGSize(width: -1, height: CGFloat.nan))
    #expect(try LayoutProbe(unusable, width: 70, height: 20).size == CGSize(width: 70, height: 20))
  }

  @Test func aRenderMakesTheCoordinatorAndViewOnceAndUpdatesOnce() throws {
    let calls = CallLog()
    _ = try drawnPixels(Meter(calls: calls).frame(width: 20, height: 10))
    #expect(calls.calls == ["coordinator", "make", "update"])
  }

  @Test func subviewsLaidOutInLayoutSubviewsDrawOverTheBackground() throws {
    let bitmap = try drawnPixels(Meter(calls: CallLog()).frame(width: 40, height: 20).padding(5).background(Color(red: 1, green: 0, blue: 0)))
    let blue = Pixel(red: 0, green: 0, blue: 255)
    // The bar fills the bottom 4 points of the left half of the 40 × 20 view at (5, 5).
    #expect(bitmap[5, 24] == blue && bitmap[24, 21] == blue)
    #expect(bitmap[25, 22] == .white && bitmap[10, 20] == .white)
    #expect(bitmap[2, 2] == red)
  }

  @Test func theUpdateSeesTheEnvironment() throws {
    let bitmap = try drawnPixels(Meter(calls: CallLog()).frame(width: 40, height: 20), dark: true)
    #expect(bitmap[30, 5] == .black)
  }

  @Test func hiddenTransparentAndClippedSubviewsDrawAsUIKitWould() throws {
    struct Layered: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView {
        let root = UIView()
        root.backgroundColor = .white
        let clipped = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        clipped.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        overflow.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        clipped.addSubview(overflow)
        let hidden = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 30, y: 20, width: 10, height: 10))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        root.addSubview(clipped)
        root.addSubview(hidden)
        root.addSubview(faded)
        return root
      }
      func updateUIView(_ uiView: UIView, context: Context) {}
    }
    let bitmap = try drawnPixels(Layered().frame(width: 40, height: 40))
    #expect(bitmap[15, 15] == red)
    #expect(bitmap[25, 25] == .white)
    #expect(bitmap[35, 5] == .white)
    #expect(abs(grayLevel(bitmap[35, 25]) - 128) <= 2)
  }

  @Test func aLayersCornersAndBorderAreDrawnAndMaskTheSubviews() throws {
    struct Chip: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView {
        let chip = UIView()
        chip.layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        chip.layer.cornerRadius = 12
        chip.layer.masksToBounds = true
        chip.layer.borderWidth = 2
        chip.layer.borderColor = UIColor.black.cgColor
        chip.layer.shadowOpacity = 0.3
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        stripe.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        chip.addSubview(stripe)
        return chip
      }
      func updateUIView(_ uiView: UIView, context: Context) {}
    }
    let bitmap = try drawnPixels(Chip().frame(width: 40, height: 40))
    #expect(bitmap[20, 30] == red)
    // The corner is outside the rounded bounds: neither the background nor the stripe is there.
    #expect(bitmap[1, 1] == .white && bitmap[38, 38] == .white)
    #expect(bitmap[20, 5] == Pixel(red: 0, green: 0, blue: 255))
    // The border is drawn inside the bounds, over the stripe and the background.
    #expect(bitmap[20, 0] == .black && bitmap[0, 20] == .black && bitmap[39, 20] == .black)
    #expect(bitmap[20, 2] == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func aControllerRepresentableDrawsItsLoadedView() throws {
    let controller = TealController()
    let bitmap = try drawnPixels(TealScreen(controller: controller).frame(width: 30, height: 30))
    #expect(isNear(bitmap[15, 15], Pixel(red: 0, green: 128, blue: 128)))
    #expect(controller.appeared)
    #expect(controller.view.frame.size == CGSize(width: 30, height: 30))
  }

  @Test func aRepresentableBuiltOnTheMainActorRendersTheSamePixelsOnAnotherThread() async throws {
    let view = HStack(spacing: 0) {
      Meter(calls: CallLog()).frame(width: 40, height: 20)
      TealScreen(controller: TealController()).frame(width: 20, height: 20)
    }
    let onMain = try drawnPixels(view)
    let screen = UncheckedView(view: AnyView(view))
    let elsewhere = try await Task.detached { try screen.render() }.value
    #expect(onMain.hasSamePixels(as: elsewhere))
  }

  @Test func aRepresentableIsNoAccessibilityElementOfItsOwn() throws {
    let view = VStack {
      Text("Level")
      Swatch(color: .systemGreen).frame(width: 40, height: 8)
    }
    let elements = try SnapshotRendering.accessibilityElements(of: view, layout: .sizeThatFits, traits: .init())
    #expect(elements.map(\.label) == ["Level"])
  }

  @Test func theLayoutNamesTheRepresentable() throws {
    let text = try LayoutProbe(Swatch(color: .red).frame(width: 10, height: 10)).description
    #expect(text.contains("UIViewRepresentable Swatch"))
  }
}

/// Carries a view built on the main actor to a render on another thread: nothing touches it
/// on the main actor meanwhile.
private struct UncheckedView: @unchecked Sendable {
  let view: AnyView
  func render() throws -> Bitmap { try drawnPixels(view) }
}
