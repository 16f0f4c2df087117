import Foundation

/// The screen a view is drawn on, as UIKit's `UIScreen`: views that size themselves from
/// `UIScreen.main.bounds` get the size of the snapshot's device while it renders.
///
/// ```swift
/// Image("hero").frame(width: UIScreen.main.bounds.width * 0.8)
/// ```
///
/// Outside a render, or in a render with no device (a fixed or fitting size), the screen is
/// an iPhone 15's portrait screen, 393 × 852 points at 3x.
public final class UIScreen: Sendable {
  /// The screen of the render on this thread.
  public static var main: UIScreen { UIScreen() }

  private init() {}

  /// The screen's rectangle in points.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: EnvironmentValues.current?.screenSize ?? UIScreen.iPhone15Size)
  }

  /// The screen's rectangle in points, as the hardware is held in portrait.
  public var nativeBounds: CGRect {
    let size = bounds.size
    let scale = self.scale
    return CGRect(x: 0, y: 0, width: min(size.width, size.height) * scale, height: max(size.width, size.height) * scale)
  }

  /// Pixels per point.
  public var scale: CGFloat { EnvironmentValues.current?.displayScale ?? 3 }

  /// Pixels per point of the panel.
  public var nativeScale: CGFloat { scale }

  /// Screen brightness: full.
  public var brightness: CGFloat { 1 }

  /// An iPhone 15 in portrait, as Apple's iPhone 15 technical specifications give it
  /// (2556 × 1179 pixels at 460 ppi, drawn at 3x).
  static let iPhone15Size = CGSize(width: 393, height: 852)
}

/// The device, as UIKit's `UIDevice`: an iPhone on iOS 18, the same on every machine.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
public final class UIDevice: Sendable {
  public static let current = UIDevice()
  private init() {}

  /// A pad when the render's screen is at least 744 points across its short side (the
  /// iPad mini's width, the narrowest iPad), a phone otherwise.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    let width = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
    return width >= 744 ? .pad : .phone
  }

  public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  public var model: String { name }
  public var localizedModel: String { name }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "18.0" }
  public var orientation: UIDeviceOrientation {
    UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeLeft : .portrait
  }
  public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  /// Accepted; the battery is always full.
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public var batteryLevel: Float { 1 }

  /// Accepted: the device is never turned, so no orientation change is posted.
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Accepted.
  public func endGeneratingDeviceOrientationNotifications() {}
  /// Whether orientation changes are being posted: never here.
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  /// Posted when the device turns; never posted here.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery level changes; never posted here.
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// The kind of device an interface runs on.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface can take this orientation: not face up, face down or unknown.
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

private struct ScreenSizeKey: EnvironmentKey {
  static let defaultValue: CGSize? = nil
}

extension EnvironmentValues {
  /// The size of the render's screen, when it renders one.
  var screenSize: CGSize? {
    get { self[ScreenSizeKey.self] }
    set { self[ScreenSizeKey.self] = newValue }
  }
}
