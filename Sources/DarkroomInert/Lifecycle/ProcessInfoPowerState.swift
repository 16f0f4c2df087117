import Foundation

/// The device's power and thermal state, which iOS's Foundation reports and Linux's does not.
/// A snapshot stands for a device at rest: Low Power Mode is off and the device is cool, so
/// views that tone down their effects for either draw their full look.
extension ProcessInfo {
  /// Whether Low Power Mode is on: never, in a snapshot
  /// (developer.apple.com/documentation/foundation/processinfo/1617047-islowpowermodeenabled).
  ///
  /// ```swift
  /// let animates = !ProcessInfo.processInfo.isLowPowerModeEnabled
  /// ```
  public var isLowPowerModeEnabled: Bool { false }

  /// How hot the device runs: `.nominal`, in a snapshot.
  public var thermalState: ThermalState { .nominal }

  /// How hot a device runs, from cool to critical.
  public enum ThermalState: Int, Sendable {
    case nominal, fair, serious, critical
  }

  /// Posted when the thermal state changes; never, in a snapshot.
  public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
  /// Posted when Low Power Mode is turned on or off; never, in a snapshot.
  ///
  /// ```swift
  /// NotificationCenter.default.publisher(for: .NSProcessInfoPowerStateDidChange)
  /// ```
  public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
