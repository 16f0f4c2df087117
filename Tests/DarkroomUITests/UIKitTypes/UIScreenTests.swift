import Darkroom
import DarkroomUIKit
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A banner sized from the screen, as apps that predate `GeometryReader` write it.
private nonisolated struct ScreenWideBanner: View {
  var body: some View {
    Rectangle().frame(width: UIScreen.main.bounds.width / 2, height: 10)
  }
}

/// `UIScreen.main` and `UIDevice.current` answer for the snapshot's device while it renders.
@Suite struct UIScreenTests {
  @Test(arguments: [(ViewImageConfig.iPhoneSe3, 187.5), (.iPhone15ProMax, 215), (.iPadPro13, 516)])
  func theScreenIsTheSnapshotsDevice(config: ViewImageConfig, halfWidth: Double) throws {
    let text = try SnapshotRendering.description(of: ScreenWideBanner(), layout: .device(config: config), traits: UITraitCollection())
    #expect(text.contains("×10)"))
    #expect(text.contains("\(formatPoints(CGFloat(halfWidth)))×10"), "\(text)")
  }

  @Test func outsideARenderTheScreenIsAnIPhone15() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
  }
}
