/// The user's accessibility settings as views read them from the environment, as SwiftUI
/// declares them: read-only for views, and set for a preview or snapshot through the
/// underscored twin, as `colorSchemeContrast` is. All are off by default (animated images
/// play), as on a device with nothing switched on. Darkroom draws the same with them on; a
/// view that reads them draws what it chose.
///
/// ```swift
/// @Environment(\.accessibilityReduceMotion) private var reduceMotion
/// Banner().environment(\._accessibilityReduceMotion, true)
/// ```
extension EnvironmentValues {
  /// Whether Reduce Motion is on.
  public var accessibilityReduceMotion: Bool { self[AccessibilityReduceMotionKey.self] }
  /// Sets accessibilityReduceMotion, for previews and snapshots.
  public var _accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }

  /// Whether Reduce Transparency is on.
  public var accessibilityReduceTransparency: Bool { self[AccessibilityReduceTransparencyKey.self] }
  /// Sets accessibilityReduceTransparency, for previews and snapshots.
  public var _accessibilityReduceTransparency: Bool {
    get { self[AccessibilityReduceTransparencyKey.self] }
    set { self[AccessibilityReduceTransparencyKey.self] = newValue }
  }

  /// Whether Differentiate Without Colour is on.
  public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilityDifferentiateWithoutColorKey.self] }
  /// Sets accessibilityDifferentiateWithoutColor, for previews and snapshots.
  public var _accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilityDifferentiateWithoutColorKey.self] }
    set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether Smart Invert is on.
  public var accessibilityInvertColors: Bool { self[AccessibilityInvertColorsKey.self] }
  /// Sets accessibilityInvertColors, for previews and snapshots.
  public var _accessibilityInvertColors: Bool {
    get { self[AccessibilityInvertColorsKey.self] }
    set { self[AccessibilityInvertColorsKey.self] = newValue }
  }

  /// Whether Button Shapes is on.
  public var accessibilityShowButtonShapes: Bool { self[AccessibilityShowButtonShapesKey.self] }
  /// Sets accessibilityShowButtonShapes, for previews and snapshots.
  public var _accessibilityShowButtonShapes: Bool {
    get { self[AccessibilityShowButtonShapesKey.self] }
    set { self[AccessibilityShowButtonShapesKey.self] = newValue }
  }

  /// Whether Dim Flashing Lights is on.
  public var accessibilityDimFlashingLights: Bool { self[AccessibilityDimFlashingLightsKey.self] }
  /// Sets accessibilityDimFlashingLights, for previews and snapshots.
  public var _accessibilityDimFlashingLights: Bool {
    get { self[AccessibilityDimFlashingLightsKey.self] }
    set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
  }

  /// Whether Play Animated Images is on.
  public var accessibilityPlayAnimatedImages: Bool { self[AccessibilityPlayAnimatedImagesKey.self] }
  /// Sets accessibilityPlayAnimatedImages, for previews and snapshots.
  public var _accessibilityPlayAnimatedImages: Bool {
    get { self[AccessibilityPlayAnimatedImagesKey.self] }
    set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
  }

  /// Whether an assistive technology running is on.
  public var accessibilityEnabled: Bool { self[AccessibilityEnabledKey.self] }
  /// Sets accessibilityEnabled, for previews and snapshots.
  public var _accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether VoiceOver is on.
  public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityVoiceOverEnabledKey.self] }
  /// Sets accessibilityVoiceOverEnabled, for previews and snapshots.
  public var _accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilityVoiceOverEnabledKey.self] }
    set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
  }

  /// Whether Switch Control is on.
  public var accessibilitySwitchControlEnabled: Bool { self[AccessibilitySwitchControlEnabledKey.self] }
  /// Sets accessibilitySwitchControlEnabled, for previews and snapshots.
  public var _accessibilitySwitchControlEnabled: Bool {
    get { self[AccessibilitySwitchControlEnabledKey.self] }
    set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
  }

  /// Whether the large content viewer is on.
  public var accessibilityLargeContentViewerEnabled: Bool { self[AccessibilityLargeContentViewerEnabledKey.self] }
  /// Sets accessibilityLargeContentViewerEnabled, for previews and snapshots.
  public var _accessibilityLargeContentViewerEnabled: Bool {
    get { self[AccessibilityLargeContentViewerEnabledKey.self] }
    set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
  }

  /// Whether Quick Actions is on.
  public var accessibilityQuickActionsEnabled: Bool { self[AccessibilityQuickActionsEnabledKey.self] }
  /// Sets accessibilityQuickActionsEnabled, for previews and snapshots.
  public var _accessibilityQuickActionsEnabled: Bool {
    get { self[AccessibilityQuickActionsEnabledKey.self] }
    set { self[AccessibilityQuickActionsEnabledKey.self] = newValue }
  }

  /// The weight the Bold Text setting asks text to take; `nil` when it is not set.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}

/// The text weight the Bold Text accessibility setting asks for.
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

private struct LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = nil
}

private struct AccessibilityReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityReduceTransparencyKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityInvertColorsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityShowButtonShapesKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityDimFlashingLightsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey {
  static let defaultValue = true
}

private struct AccessibilityEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityVoiceOverEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct AccessibilityQuickActionsEnabledKey: EnvironmentKey {
  static let defaultValue = false
}
