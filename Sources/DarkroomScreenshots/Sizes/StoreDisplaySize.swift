import DarkroomUI

/// A screenshot size App Store Connect accepts, with the pixel sizes it takes for that
/// display, the App Store Connect API's name for the set it fills, and the device Darkroom
/// renders it on.
///
/// The sizes follow Apple's screenshot specifications
/// (https://developer.apple.com/help/app-store-connect/reference/screenshot-specifications)
/// and the table fastlane's `deliver` matches uploads against by pixel size
/// (https://github.com/fastlane/fastlane/blob/master/deliver/lib/deliver/app_screenshot.rb).
///
/// ```swift
/// let size = try StoreDisplaySize(parsing: "iphone-6.9")
/// size.pixelSize            // (width: 1320, height: 2868)
/// size.apiSlot              // "APP_IPHONE_67"
/// size.landscape.pixelSize  // (width: 2868, height: 1320)
/// ```
public struct StoreDisplaySize: Sendable, Hashable, CustomStringConvertible {
  /// The display classes App Store Connect groups screenshots by.
  public enum DisplayClass: String, Sendable, Hashable, CaseIterable {
    case iPhone69 = "iphone-6.9"
    case iPhone67 = "iphone-6.7"
    case iPhone65 = "iphone-6.5"
    case iPhone55 = "iphone-5.5"
    case iPad13 = "ipad-13"
    case iPad129 = "ipad-12.9"
  }

  public var displayClass: DisplayClass
  public var isLandscape: Bool

  public init(_ displayClass: DisplayClass, landscape: Bool = false) {
    self.displayClass = displayClass
    isLandscape = landscape
  }

  /// Reads a command-line name: `iphone-6.9`, `iphone-6.7`, `iphone-6.5`, `iphone-5.5`,
  /// `ipad-13`, `ipad-12.9`, each optionally followed by `-landscape`.
  ///
  /// - Throws: ``ScreenshotError/unknownSize(_:valid:)`` listing the valid names.
  public init(parsing name: String) throws(ScreenshotError) {
    var base = name.lowercased()
    let landscape = base.hasSuffix("-landscape")
    if landscape { base = String(base.dropLast("-landscape".count)) }
    guard let displayClass = DisplayClass(rawValue: base) else {
      throw .unknownSize(name, valid: DisplayClass.allCases.map(\.rawValue))
    }
    self.init(displayClass, landscape: landscape)
  }

  public static let iPhone69 = StoreDisplaySize(.iPhone69)
  public static let iPhone67 = StoreDisplaySize(.iPhone67)
  public static let iPhone65 = StoreDisplaySize(.iPhone65)
  public static let iPhone55 = StoreDisplaySize(.iPhone55)
  public static let iPad13 = StoreDisplaySize(.iPad13)
  public static let iPad129 = StoreDisplaySize(.iPad129)

  /// Every portrait size, largest iPhone first.
  public static let all: [StoreDisplaySize] = DisplayClass.allCases.map { StoreDisplaySize($0) }

  /// The same display turned on its side: the pixel sizes transposed.
  public var landscape: StoreDisplaySize { StoreDisplaySize(displayClass, landscape: true) }

  /// The command-line name, as ``init(parsing:)`` reads it.
  public var name: String { displayClass.rawValue + (isLandscape ? "-landscape" : "") }
  public var description: String { name }

  /// The size Darkroom writes: the first of ``acceptedPixelSizes``.
  public var pixelSize: (width: Int, height: Int) { acceptedPixelSizes[0] }

  /// Every pixel size App Store Connect takes for this display, the one Darkroom writes first.
  public var acceptedPixelSizes: [(width: Int, height: Int)] {
    let portrait: [(Int, Int)] =
      switch displayClass {
      case .iPhone69: [(1320, 2868), (1290, 2796), (1260, 2736)]
      case .iPhone67: [(1290, 2796)]
      case .iPhone65: [(1242, 2688), (1284, 2778)]
      case .iPhone55: [(1242, 2208)]
      case .iPad13: [(2064, 2752), (2048, 2732)]
      case .iPad129: [(2048, 2732)]
      }
    return portrait.map { isLandscape ? (width: $0.1, height: $0.0) : (width: $0.0, height: $0.1) }
  }

  /// The screenshot set the App Store Connect API fills (`screenshotDisplayType`). The 6.7"
  /// size uploads into the 6.9" set; both are named by the API's 6.7" slot.
  public var apiSlot: String {
    switch displayClass {
    case .iPhone69, .iPhone67: "APP_IPHONE_67"
    case .iPhone65: "APP_IPHONE_65"
    case .iPhone55: "APP_IPHONE_55"
    case .iPad13: "APP_IPAD_PRO_3GEN_129"
    case .iPad129: "APP_IPAD_PRO_129"
    }
  }

  /// The display's diagonal as App Store Connect names it: `6.9"`, `13"`.
  public var displayName: String {
    switch displayClass {
    case .iPhone69: "iPhone 6.9\""
    case .iPhone67: "iPhone 6.7\""
    case .iPhone65: "iPhone 6.5\""
    case .iPhone55: "iPhone 5.5\""
    case .iPad13: "iPad 13\""
    case .iPad129: "iPad 12.9\""
    }
  }

  /// The device named in file names (`<device>-<screen>.png`). `deliver` sorts uploads by
  /// pixel size, so an iPhone's name is for people. The iPad sets share pixel sizes, and
  /// `deliver` puts an image into the 13" set only when its file name holds a 13" simulator
  /// name such as "iPad Pro 13-inch (M4)"; the 12.9" name avoids every such name.
  public var deviceName: String {
    let base =
      switch displayClass {
      case .iPhone69: "iPhone 16 Pro Max"
      case .iPhone67: "iPhone 15 Pro Max"
      case .iPhone65: "iPhone 11 Pro Max"
      case .iPhone55: "iPhone 8 Plus"
      case .iPad13: "iPad Pro 13-inch (M4)"
      case .iPad129: "iPad Pro 12.9-inch (2nd generation)"
      }
    return isLandscape ? base + " landscape" : base
  }

  /// Whether this is an iPad display.
  public var isPad: Bool { displayClass == .iPad13 || displayClass == .iPad129 }

  /// The screen in points the views are laid out on; times ``scale`` it is ``pixelSize``.
  public var pointSize: CGSize {
    let portrait: CGSize =
      switch displayClass {
      case .iPhone69: CGSize(width: 440, height: 956)
      case .iPhone67: CGSize(width: 430, height: 932)
      case .iPhone65: CGSize(width: 414, height: 896)
      case .iPhone55: CGSize(width: 414, height: 736)
      case .iPad13: CGSize(width: 1032, height: 1376)
      case .iPad129: CGSize(width: 1024, height: 1366)
      }
    return isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }

  /// Pixels per point.
  public var scale: CGFloat { isPad ? 2 : 3 }

  /// The safe area of the device the display belongs to: the status bar (or Dynamic Island)
  /// and the home indicator.
  public var safeArea: EdgeInsets {
    let portrait: EdgeInsets =
      switch displayClass {
      case .iPhone69: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
      case .iPhone67: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
      case .iPhone65: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0)
      case .iPhone55: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
      case .iPad13, .iPad129: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
      }
    guard isLandscape else { return portrait }
    if isPad { return portrait }
    // Landscape phones move the sensor housing to the side and keep a shorter home indicator.
    return portrait.bottom > 0
      ? EdgeInsets(top: 0, leading: portrait.top, bottom: 21, trailing: portrait.top) : EdgeInsets()
  }

  /// The height of the device's status bar in points: the bar the store images show, at 9:41.
  /// Landscape phones have none.
  public var statusBarHeight: CGFloat? {
    if isLandscape && !isPad { return nil }
    switch displayClass {
    case .iPhone69, .iPhone67, .iPhone65: return 54
    case .iPhone55: return 20
    case .iPad13, .iPad129: return 24
    }
  }

  /// Whether the display's devices have a Dynamic Island, which the drawn frame shows over
  /// the screen (the 6.9" and 6.7" iPhones).
  public var hasDynamicIsland: Bool {
    displayClass == .iPhone69 || displayClass == .iPhone67
  }

  /// The corner radius of the device's screen in points, for the drawn frame.
  public var screenCornerRadius: CGFloat {
    switch displayClass {
    case .iPhone69: 62
    case .iPhone67: 55
    case .iPhone65: 39
    case .iPhone55: 0
    case .iPad13, .iPad129: 18
    }
  }

  /// The device as the view layer renders on it.
  public var device: PreviewDeviceSpec {
    let regularAcross = isPad || (isLandscape && pointSize.width >= 736)
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(horizontalSizeClass: regularAcross ? .regular : .compact),
      UITraitCollection(verticalSizeClass: isPad || !isLandscape ? .regular : .compact),
    ])
    let config = ViewImageConfig(safeArea: safeArea, size: pointSize, traits: traits)
    return PreviewDeviceSpec(name: deviceName, modelIdentifier: nil, config: config)
  }
}
