import DarkroomViews

/// A widget's size class, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline

  public var description: String { rawValue }

  /// The widget's size in points on an iPhone whose screen is `width` × `height` points, as
  /// Apple's Human Interface Guidelines list them (Widgets, Specifications); `nil` for the
  /// extra large family, which iPhones do not offer.
  ///
  /// ```swift
  /// WidgetFamily.systemMedium.size(onScreenWidth: 393, height: 852)   // 338 × 158
  /// ```
  public func size(onScreenWidth width: CGFloat, height: CGFloat) -> CGSize? {
    let sizes = WidgetSizes.forScreen(width: width, height: height)
    switch self {
    case .systemSmall: return CGSize(width: sizes.small, height: sizes.small)
    case .systemMedium: return CGSize(width: sizes.wide, height: sizes.small)
    case .systemLarge: return CGSize(width: sizes.wide, height: sizes.large)
    case .systemExtraLarge: return nil
    case .accessoryCircular: return CGSize(width: sizes.accessory, height: sizes.accessory)
    case .accessoryRectangular: return CGSize(width: sizes.rectangular, height: sizes.accessory)
    case .accessoryInline: return CGSize(width: sizes.inline, height: 26)
    }
  }
}

/// The lengths of the widget families on one class of iPhone screen, in points.
struct WidgetSizes {
  let small, wide, large, accessory, rectangular, inline: CGFloat

  static func forScreen(width: CGFloat, height: CGFloat) -> WidgetSizes {
    switch (width, height) {
    case (428..., _): WidgetSizes(small: 170, wide: 364, large: 382, accessory: 76, rectangular: 172, inline: 257)
    case (414..., _): WidgetSizes(small: 169, wide: 360, large: 379, accessory: 76, rectangular: 172, inline: 257)
    case (390..., _): WidgetSizes(small: 158, wide: 338, large: 354, accessory: 72, rectangular: 160, inline: 234)
    case (360..., 780...): WidgetSizes(small: 155, wide: 329, large: 345, accessory: 72, rectangular: 157, inline: 231)
    case (375..., _): WidgetSizes(small: 148, wide: 321, large: 324, accessory: 68, rectangular: 153, inline: 225)
    default: WidgetSizes(small: 141, wide: 292, large: 311, accessory: 68, rectangular: 153, inline: 225)
    }
  }
}

private struct WidgetFamilyKey: EnvironmentKey {
  static var defaultValue: WidgetFamily { .systemSmall }
}

/// How the system draws a widget, as WidgetKit's `WidgetRenderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable {
  let name: String

  /// In its own colours.
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// Tinted with the home screen's accent.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// In shades of one colour, on a lock screen.
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private struct WidgetRenderingModeKey: EnvironmentKey {
  static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// The family of the widget being drawn; `.systemSmall` unless set.
  ///
  /// ```swift
  /// StepsView(entry: entry).environment(\.widgetFamily, .systemMedium)
  /// ```
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }

  /// How the widget is drawn; `.fullColor` unless set.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// Whether the widget's container background is drawn.
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }
}
