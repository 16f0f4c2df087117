import Foundation

/// The name of a sound file in the app's bundle, as Apple's `UNNotificationSoundName` is.
///
/// ```swift
/// let chime = UNNotificationSoundName("chime.caf")
/// ```
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  /// The sound file named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The sound file named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The sound a notification would play. Nothing plays here; the sound is kept so a test can
/// read back what was scheduled.
///
/// ```swift
/// content.sound = .default
/// content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
/// ```
public final class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The sound file's name; `nil` for the system's sounds.
  public let darkroomName: UNNotificationSoundName?
  /// Whether the sound is a critical alert's.
  public let darkroomIsCritical: Bool
  /// A critical alert's volume, 0 to 1.
  public let darkroomVolume: Float

  init(name: UNNotificationSoundName?, critical: Bool, volume: Float = 1) {
    darkroomName = name
    darkroomIsCritical = critical
    darkroomVolume = volume
    super.init()
  }

  /// A sound file from the app's bundle.
  public convenience init(named name: UNNotificationSoundName) {
    self.init(name: name, critical: false)
  }

  /// The system's notification sound.
  public class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }

  /// The system's sound for critical alerts.
  public class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }

  /// The system's critical alert sound at `volume` (0 to 1).
  public class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound(name: nil, critical: true, volume: volume)
  }

  /// A critical alert playing a sound file from the app's bundle.
  public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name, critical: true)
  }

  /// A critical alert playing a sound file at `volume` (0 to 1).
  public class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound(name: name, critical: true, volume: volume)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationSound else { return false }
    return darkroomName == other.darkroomName && darkroomIsCritical == other.darkroomIsCritical && darkroomVolume == other.darkroomVolume
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(darkroomName)
    hasher.combine(darkroomIsCritical)
    return hasher.finalize()
  }
}
