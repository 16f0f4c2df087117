/// Whether an interpolated value shows in a log message or is redacted, as Apple's logging
/// decides: `.public` shows, `.private` and `.sensitive` redact to `<private>`, and `.auto`
/// (the default) shows numbers and Booleans but redacts strings and objects. A `.hash` mask
/// writes a stable hash in place of the value, so equal values can still be matched.
///
/// ```swift
/// logger.info("Signed in \(account.email, privacy: .private(mask: .hash)) after \(attempts) tries")
/// ```
public struct OSLogPrivacy: Equatable, Sendable {
  enum Level: Equatable, Sendable {
    case `public`, `private`, sensitive, auto
  }

  let level: Level
  let mask: Mask

  /// How a redacted value is written.
  public enum Mask: Hashable, Sendable {
    /// A hash of the value, the same for equal values.
    case hash
    /// The generic `<private>`.
    case none
  }

  /// The value always shows.
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: .public, mask: .none) }
  /// The value is always redacted.
  public static var `private`: OSLogPrivacy { OSLogPrivacy(level: .private, mask: .none) }
  /// The value is always redacted, as `.private` is.
  public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: .none) }
  /// Numbers and Booleans show; strings and objects are redacted.
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: .auto, mask: .none) }

  /// Always redacted, written as `mask` says.
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .private, mask: mask)
  }

  /// Always redacted, written as `mask` says.
  public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }

  /// Redacted by the default rules, written as `mask` says when it is.
  public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .auto, mask: mask)
  }

  /// Whether a value shows: `scalar` values (numbers, Booleans) show under `.auto`.
  func shows(scalar: Bool) -> Bool {
    switch level {
    case .public: true
    case .private, .sensitive: false
    case .auto: scalar
    }
  }

  /// `text` as the log writes it under this privacy.
  func apply(to text: String, scalar: Bool) -> String {
    if shows(scalar: scalar) { return text }
    switch mask {
    case .hash: return "<mask.hash: '\(RedactionHash.of(text))'>"
    case .none: return "<private>"
    }
  }
}
