/// A device screen for snapshots: its size in points, safe area, traits (scale included),
/// display corner radius and status bar, in portrait or landscape.
///
/// ```swift
/// .image(layout: .device(config: .iPhone15))
/// .image(layout: .device(config: .iPhone16Pro(.landscape).withStatusBar()))
/// ```
///
/// Sources: sizes and scales are Apple's (Human Interface Guidelines, "Layout", device screen
/// sizes: developer.apple.com/design/human-interface-guidelines/layout). Safe-area insets and
/// status bar heights are what UIKit reports on each device (`UIWindow.safeAreaInsets`,
/// `UIStatusBarManager.statusBarFrame`), the figures snapshot-testing device presets use;
/// display corner radii are the ones UIKit reports for the screens' rounded corners.
public struct ViewImageConfig: Sendable {
  public var safeArea: EdgeInsets
  public var size: CGSize?
  public var traits: UITraitCollection
  /// The device's name, as the simulator calls it: "iPhone 15".
  public var name: String?
  /// The device's model identifier: "iPhone15,4".
  public var modelIdentifier: String?
  /// The radius of the screen's rounded corners, in points (0 for square screens).
  public var cornerRadius: CGFloat = 0
  /// The height of the status bar, in points.
  public var statusBarHeight: CGFloat = 0
  /// Whether a status bar (9:41, full signal, Wi-Fi and battery) is drawn over the top.
  public var showsStatusBar = false

  /// A screen of `size` points with a safe area and traits of its own.
  public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// A screen's orientation.
  public enum Orientation: Sendable {
    case portrait, landscape
  }

  /// The same screen with a status bar drawn over the top, in the screen's appearance.
  public func withStatusBar(_ shown: Bool = true) -> ViewImageConfig {
    var config = self
    config.showsStatusBar = shown
    return config
  }

  private struct Device {
    let name: String
    let model: String
    let width: CGFloat
    let height: CGFloat
    let scale: CGFloat
    let portrait: EdgeInsets
    let landscape: EdgeInsets
    let cornerRadius: CGFloat
    let statusBar: CGFloat
    var landscapeStatusBar: CGFloat = 0

    func config(_ orientation: Orientation) -> ViewImageConfig {
      let isPortrait = orientation == .portrait
      // iPads are regular both ways; iPhones are compact across in portrait, and compact in
      // height in landscape (regular across on the largest, as UIKit gives them).
      let isPad = width >= 700
      let horizontal: UIUserInterfaceSizeClass = isPad || (!isPortrait && width >= 414) ? .regular : .compact
      let vertical: UIUserInterfaceSizeClass = isPad || isPortrait ? .regular : .compact
      var config = ViewImageConfig(
        safeArea: isPortrait ? portrait : landscape,
        size: isPortrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: scale), UITraitCollection(horizontalSizeClass: horizontal),
          UITraitCollection(verticalSizeClass: vertical),
        ]))
      config.name = name
      config.modelIdentifier = model
      config.cornerRadius = cornerRadius
      config.statusBarHeight = isPortrait ? statusBar : landscapeStatusBar
      return config
    }
  }

  private static let dynamicIslandLandscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

  private static let se3 = Device(
    name: "iPhone SE (3rd generation)", model: "iPhone14,6", width: 375, height: 667, scale: 2,
    portrait: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscape: EdgeInsets(),
    cornerRadius: 0, statusBar: 20)
  private static let i15 = Device(
    name: "iPhone 15", model: "iPhone15,4", width: 393, height: 852, scale: 3,
    portrait: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscape: dynamicIslandLandscape,
    cornerRadius: 55, statusBar: 54)
  private static let i15Pro = Device(
    name: "iPhone 15 Pro", model: "iPhone16,1", width: 393, height: 852, scale: 3,
    portrait: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscape: dynamicIslandLandscape,
    cornerRadius: 55, statusBar: 54)
  private static let i15ProMax = Device(
    name: "iPhone 15 Pro Max", model: "iPhone16,2", width: 430, height: 932, scale: 3,
    portrait: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscape: dynamicIslandLandscape,
    cornerRadius: 55, statusBar: 54)
  private static let i16Pro = Device(
    name: "iPhone 16 Pro", model: "iPhone17,1", width: 402, height: 874, scale: 3,
    portrait: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
    landscape: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), cornerRadius: 62, statusBar: 54)
  private static let i16ProMax = Device(
    name: "iPhone 16 Pro Max", model: "iPhone17,2", width: 440, height: 956, scale: 3,
    portrait: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
    landscape: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), cornerRadius: 62, statusBar: 54)
  private static let iPad11 = Device(
    name: "iPad Pro 11-inch (M4)", model: "iPad16,3", width: 834, height: 1210, scale: 2,
    portrait: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    landscape: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 18, statusBar: 24,
    landscapeStatusBar: 24)
  private static let iPad13 = Device(
    name: "iPad Pro 13-inch (M4)", model: "iPad16,5", width: 1032, height: 1376, scale: 2,
    portrait: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
    landscape: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 18, statusBar: 24,
    landscapeStatusBar: 24)

  /// iPhone SE (3rd generation): 375 × 667 pt @2x, a 20 pt status bar, square corners.
  public static let iPhoneSe3 = se3.config(.portrait)
  public static func iPhoneSe3(_ orientation: Orientation) -> ViewImageConfig { se3.config(orientation) }
  /// iPhone 15: 393 × 852 pt @3x, safe area 59 / 34 pt.
  public static let iPhone15 = i15.config(.portrait)
  public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { i15.config(orientation) }
  /// iPhone 15 Pro: 393 × 852 pt @3x, safe area 59 / 34 pt.
  public static let iPhone15Pro = i15Pro.config(.portrait)
  public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig { i15Pro.config(orientation) }
  /// iPhone 15 Pro Max: 430 × 932 pt @3x, safe area 59 / 34 pt.
  public static let iPhone15ProMax = i15ProMax.config(.portrait)
  public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { i15ProMax.config(orientation) }
  /// iPhone 16 Pro: 402 × 874 pt @3x, safe area 62 / 34 pt.
  public static let iPhone16Pro = i16Pro.config(.portrait)
  public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig { i16Pro.config(orientation) }
  /// iPhone 16 Pro Max: 440 × 956 pt @3x, safe area 62 / 34 pt.
  public static let iPhone16ProMax = i16ProMax.config(.portrait)
  public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig { i16ProMax.config(orientation) }
  /// iPad Pro 11-inch (M4): 834 × 1210 pt @2x, safe area 24 / 20 pt.
  public static let iPadPro11 = iPad11.config(.portrait)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPad11.config(orientation) }
  /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x, safe area 24 / 20 pt.
  public static let iPadPro13 = iPad13.config(.portrait)
  public static func iPadPro13(_ orientation: Orientation) -> ViewImageConfig { iPad13.config(orientation) }

  /// Every preset, in portrait, for tests and galleries that go through them all.
  public static let allPresets: [ViewImageConfig] = [
    .iPhoneSe3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax, .iPadPro11, .iPadPro13,
  ]
}
