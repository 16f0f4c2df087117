import DarkroomViews

/// UIKit's accessibility namespace as view code reads it: the user's settings, which in a
/// snapshot are the defaults (nothing switched on; the environment's accessibility values
/// are how a snapshot asks for them), and notifications posted to VoiceOver, which has no one
/// to tell in a snapshot.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// if UIAccessibility.isReduceMotionEnabled { … }
/// ```
public enum UIAccessibility {
  /// A notification to assistive technologies.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
    public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
    public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
  }

  /// Tells assistive technologies something changed; there are none in a snapshot.
  public static func post(notification: Notification, argument: Any?) {}

  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isGuidedAccessEnabled: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isVideoAutoplayEnabled: Bool { true }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var buttonShapesEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
}
