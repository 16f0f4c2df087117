import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Every device preset's screen, in both orientations, with the numbers its doc comment gives.
@Suite struct DevicePresetTests {
  private func canvas(_ config: ViewImageConfig) throws -> String {
    let text = try SnapshotRendering.description(of: Color.red.id("content"), layout: .device(config: config), traits: UITraitCollection())
    return String(text.split(separator: "\n")[0])
  }

  @Test(arguments: [
    ("iPhone SE (3rd generation)", ViewImageConfig.iPhoneSe3, "canvas 375×667 @2x", 20.0, 0.0),
    ("iPhone 15", .iPhone15, "canvas 393×852 @3x", 59, 34),
    ("iPhone 15 Pro", .iPhone15Pro, "canvas 393×852 @3x", 59, 34),
    ("iPhone 15 Pro Max", .iPhone15ProMax, "canvas 430×932 @3x", 59, 34),
    ("iPhone 16 Pro", .iPhone16Pro, "canvas 402×874 @3x", 62, 34),
    ("iPhone 16 Pro Max", .iPhone16ProMax, "canvas 440×956 @3x", 62, 34),
    ("iPad Pro 11-inch (M4)", .iPadPro11, "canvas 834×1210 @2x", 24, 20),
    ("iPad Pro 13-inch (M4)", .iPadPro13, "canvas 1032×1376 @2x", 24, 20),
  ])
  func eachPresetHasItsSizeScaleAndSafeArea(name: String, config: ViewImageConfig, canvas expected: String, top: Double, bottom: Double) throws {
    #expect(config.name == name)
    #expect(config.modelIdentifier != nil)
    #expect(try canvas(config) == expected)
    #expect(Double(config.safeArea.top) == top)
    #expect(Double(config.safeArea.bottom) == bottom)
    let text = try SnapshotRendering.description(of: Color.red.id("content"), layout: .device(config: config), traits: UITraitCollection())
    let height = (config.size?.height ?? 0) - top - bottom
    #expect(text.contains("Color red [id content] (0, \(Int(top)), \(Int(config.size?.width ?? 0))×\(Int(height)))"))
  }

  @Test func landscapeTurnsTheScreenAndMovesTheSafeAreaToTheSides() throws {
    let config = ViewImageConfig.iPhone15(.landscape)
    #expect(try canvas(config) == "canvas 852×393 @3x")
    #expect(config.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    #expect(ViewImageConfig.iPadPro13(.landscape).size == CGSize(width: 1376, height: 1032))
  }

  @Test func theStatusBarIsDrawnOnlyWhenAskedFor() throws {
    let plain = try SnapshotRendering.description(of: Text("Hi"), layout: .device(config: .iPhone15), traits: UITraitCollection())
    #expect(!plain.contains("StatusBar"))
    let withBar = try SnapshotRendering.description(
      of: Text("Hi"), layout: .device(config: .iPhone15.withStatusBar()), traits: UITraitCollection())
    #expect(withBar.contains("StatusBar 9:41 (0, 0, 393×54)"))
  }

  @Test(arguments: [false, true])
  func aScreenWithItsStatusBar(dark: Bool) {
    let screen = NavigationStack { List { Text("Row") }.navigationTitle("Status") }
    assertSnapshot(
      of: screen,
      as: .image(layout: .device(config: .iPhone15.withStatusBar()), traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
      named: dark ? "dark" : "light")
  }
}
