/// Writes messages to a subsystem and category's log, each at a level, with the privacy and
/// formats of each interpolated value. On Linux entries go nowhere unless the environment
/// variable `DARKROOM_OS_LOG` is `1`, which writes each as one line to standard error.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "Sync")
/// logger.info("Fetched \(items.count) items for \(user.name, privacy: .private)")
/// ```
public struct Logger: Sendable {
  let log: OSLog

  /// A logger for the default log.
  public init() {
    log = .default
  }

  /// A logger for `category` within `subsystem`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger that writes to `logObj`.
  public init(_ logObj: OSLog) {
    log = logObj
  }

  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) {
    log(level: .default, message)
  }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    LogCapture.write(log, .log(level)) { message.rendered }
  }

  /// Writes `message` at the debug level, as a trace.
  public func trace(_ message: OSLogMessage) {
    log(level: .debug, message)
  }

  /// Writes `message` at the debug level.
  public func debug(_ message: OSLogMessage) {
    log(level: .debug, message)
  }

  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) {
    log(level: .info, message)
  }

  /// Writes `message` at the default level, as a notice.
  public func notice(_ message: OSLogMessage) {
    log(level: .default, message)
  }

  /// Writes `message` at the error level, as a warning.
  public func warning(_ message: OSLogMessage) {
    log(level: .error, message)
  }

  /// Writes `message` at the error level.
  public func error(_ message: OSLogMessage) {
    log(level: .error, message)
  }

  /// Writes `message` at the fault level, as a critical error.
  public func critical(_ message: OSLogMessage) {
    log(level: .fault, message)
  }

  /// Writes `message` at the fault level.
  public func fault(_ message: OSLogMessage) {
    log(level: .fault, message)
  }
}
