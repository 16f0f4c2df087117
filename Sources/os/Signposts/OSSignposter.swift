/// The message of a signpost: an interpolated string, as `OSLogMessage` is.
public typealias SignpostMetadata = OSLogMessage

/// Marks intervals and events for Instruments. On Linux they are entries like a `Logger`'s,
/// written nowhere unless `DARKROOM_OS_LOG` is `1`.
///
/// ```swift
/// let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)
/// let state = signposter.beginInterval("Decode")
/// signposter.endInterval("Decode", state)
/// ```
public struct OSSignposter: Sendable {
  let log: OSLog

  /// A signposter for the default log.
  public init() {
    log = .default
  }

  /// A signposter for `category` within `subsystem`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A signposter for one of the system's categories within `subsystem`.
  public init(subsystem: String, category: OSLog.Category) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A signposter for `logger`'s subsystem and category.
  public init(logger: Logger) {
    log = logger.log
  }

  /// A signposter for `logHandle`'s subsystem and category.
  public init(logHandle: OSLog) {
    log = logHandle
  }

  /// A signposter that writes nothing.
  public static let disabled = OSSignposter(logHandle: .disabled)

  /// Whether signposts are written.
  public var isEnabled: Bool {
    log.signpostsEnabled
  }

  /// A new identifier, unique in this process.
  public func makeSignpostID() -> OSSignpostID {
    OSSignpostID(log: log)
  }

  /// The identifier of `object`.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: log, object: object)
  }

  /// Begins the interval `name`.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    emit(.begin, name, id) { "" }
    return OSSignpostIntervalState(signpostID: id)
  }

  /// Begins the interval `name` with `message`.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
    emit(.begin, name, id) { message.rendered }
    return OSSignpostIntervalState(signpostID: id)
  }

  /// Ends the interval `name` that `state` began.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
    emit(.end, name, state.signpostID) { "" }
  }

  /// Ends the interval `name` that `state` began, with `message`.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {
    emit(.end, name, state.signpostID) { message.rendered }
  }

  /// Marks the event `name`.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
    emit(.event, name, id) { "" }
  }

  /// Marks the event `name` with `message`.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {
    emit(.event, name, id) { message.rendered }
  }

  /// Runs `task` inside the interval `name`, ending it even when `task` throws.
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
    let state = beginInterval(name, id: id)
    defer { endInterval(name, state) }
    return try task()
  }

  /// Runs `task` inside the interval `name` begun with `message`, ending it even when `task`
  /// throws.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata, around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id, message)
    defer { endInterval(name, state) }
    return try task()
  }

  private func emit(_ type: OSSignpostType, _ name: StaticString, _ id: OSSignpostID, message: () -> String) {
    LogCapture.write(log, .signpost(type, name: "\(name)", id: id.rawValue), message: message)
  }
}

/// What a begun interval needs for its end: its identifier.
///
/// ```swift
/// let state = signposter.beginInterval("Load", id: signposter.makeSignpostID())
/// signposter.endInterval("Load", state)
/// ```
public final class OSSignpostIntervalState: Codable, Sendable {
  /// The identifier the interval began with.
  public let signpostID: OSSignpostID

  init(signpostID: OSSignpostID) {
    self.signpostID = signpostID
  }

  /// The state of an interval begun with `id`, for ending it where the original state is gone.
  public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
    OSSignpostIntervalState(signpostID: id)
  }
}
