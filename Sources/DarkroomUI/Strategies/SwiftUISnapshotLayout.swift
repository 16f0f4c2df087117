/// The space a view is rendered in for a snapshot.
///
/// ```swift
/// assertSnapshot(of: badge, as: .image(layout: .fixed(width: 180, height: 60)))
/// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone15Pro)))
/// assertSnapshot(of: row, as: .image(layout: .sizeThatFits))
/// ```
public enum SwiftUISnapshotLayout: Sendable {
  /// A device's screen: its size, scale and traits; the view is laid out inside the safe
  /// area on the screen's background.
  case device(config: ViewImageConfig)
  /// A canvas of this size in points; the view is offered it and centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// A canvas of the view's ideal size.
  case sizeThatFits
}

/// A device screen for snapshots: size in points, safe area and traits (scale included).
/// The figures are the research notes' §3.2.
///
/// ```swift
/// .image(layout: .device(config: .iPhone15))
/// ```
public struct ViewImageConfig: Sendable {
  public var safeArea: EdgeInsets
  public var size: CGSize?
  public var traits: UITraitCollection

  /// A screen of `size` points with a safe area and traits of its own.
  public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  private static func phone(width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat) -> ViewImageConfig {
    ViewImageConfig(
      safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), size: CGSize(width: width, height: height),
      traits: UITraitCollection(displayScale: scale))
  }

  /// iPhone SE (3rd generation): 375 × 667 @2x.
  public static let iPhoneSe3 = phone(width: 375, height: 667, scale: 2, top: 20, bottom: 0)
  /// iPhone 15: 393 × 852 @3x.
  public static let iPhone15 = phone(width: 393, height: 852, scale: 3, top: 59, bottom: 34)
  /// iPhone 15 Pro: 393 × 852 @3x.
  public static let iPhone15Pro = phone(width: 393, height: 852, scale: 3, top: 59, bottom: 34)
  /// iPhone 15 Pro Max: 430 × 932 @3x.
  public static let iPhone15ProMax = phone(width: 430, height: 932, scale: 3, top: 59, bottom: 34)
  /// iPhone 16 Pro Max: 440 × 956 @3x.
  public static let iPhone16ProMax = phone(width: 440, height: 956, scale: 3, top: 62, bottom: 34)
  /// iPad Pro 13-inch (M4): 1032 × 1376 @2x.
  public static let iPadPro13 = ViewImageConfig(
    safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), size: CGSize(width: 1032, height: 1376),
    traits: UITraitCollection(displayScale: 2))
}
