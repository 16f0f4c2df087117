import Foundation

/// A log with a subsystem and a category, as Apple's `OSLog` names one; entries written to it
/// carry both.
///
/// ```swift
/// let network = OSLog(subsystem: "com.example.app", category: "Network")
/// os_log("Request sent", log: network, type: .info)
/// ```
public final class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem, usually the app's bundle identifier.
  let subsystem: String
  /// The part of the subsystem the entries come from.
  let category: String
  /// Whether entries written here are dropped, as `OSLog.disabled` drops them.
  let isDisabled: Bool

  private init(subsystem: String, category: String, isDisabled: Bool) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = isDisabled
    super.init()
  }

  /// A log for `category` within `subsystem`.
  public convenience init(subsystem: String, category: String) {
    self.init(subsystem: subsystem, category: category, isDisabled: false)
  }

  /// A log for one of the system's well-known categories within `subsystem`.
  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue, isDisabled: false)
  }

  /// The shared log, with no subsystem or category.
  public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)

  /// A log whose entries are dropped.
  public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

  /// Whether entries of `type` are kept: all are, unless this is `OSLog.disabled`.
  public func isEnabled(type: OSLogType) -> Bool {
    !isDisabled
  }

  /// Whether signposts written to this log are kept.
  public var signpostsEnabled: Bool {
    !isDisabled
  }

  /// System-defined categories, such as the one Instruments shows signposts from.
  ///
  /// ```swift
  /// let poi = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
  /// ```
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The category Instruments shows as Points of Interest.
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    /// The category for dynamic tracing.
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    /// The category for dynamic stack tracing.
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
}
