import Darkroom
import DarkroomUI
import ReceiptsUI
import Testing

/// The shop's three screens, in light and dark, on a small and a large iPhone.
@MainActor @Suite struct ScreenTests {
  static let devices: [(String, ViewImageConfig)] = [("iPhoneSE", .iPhoneSe3), ("iPhone15", .iPhone15)]

  @Test(arguments: ["paywall", "settings", "inbox"], [false, true])
  func screen(name: String, dark: Bool) throws {
    let view: AnyView
    switch name {
    case "paywall": view = AnyView(ShopPaywall())
    case "settings": view = AnyView(ShopSettings())
    default: view = AnyView(ShopInbox())
    }
    for (device, config) in Self.devices {
      assertSnapshot(
        of: view.snapshotExpansion(false),
        as: .image(layout: .device(config: config), traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
        named: "\(name)-\(device)-\(dark ? "dark" : "light")")
    }
  }
}
