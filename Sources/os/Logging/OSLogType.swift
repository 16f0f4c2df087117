/// How severe a log entry is, as `os_log` and `Logger` take it.
///
/// ```swift
/// os_log("Cache missed", log: .default, type: .info)
/// ```
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8

  /// A log type with the raw value of Apple's `os_log_type_t`.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A log type with the raw value of Apple's `os_log_type_t`.
  public init(_ rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The level of `Logger.notice(_:)` and `Logger.log(_:)`.
  public static let `default` = OSLogType(0)
  /// Helpful but not essential information.
  public static let info = OSLogType(1)
  /// Information only useful while debugging.
  public static let debug = OSLogType(2)
  /// An error the process can recover from.
  public static let error = OSLogType(16)
  /// A bug, or a failure the process cannot recover from.
  public static let fault = OSLogType(17)

  /// The level's name as the Console app shows it.
  var name: String {
    switch rawValue {
    case 1: "info"
    case 2: "debug"
    case 16: "error"
    case 17: "fault"
    default: "default"
    }
  }
}
