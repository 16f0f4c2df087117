/// The raw value of a signpost identifier.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_signpost_id_t = UInt64

/// Pairs a signposted interval's beginning with its end when several with one name overlap.
///
/// ```swift
/// let id = OSSignpostID(log: log)
/// os_signpost(.begin, log: log, name: "Decode", signpostID: id)
/// ```
public struct OSSignpostID: Hashable, Comparable, Codable, Sendable {
  /// The identifier's value.
  public let rawValue: os_signpost_id_t

  /// An identifier with `value`.
  public init(_ value: UInt64) {
    rawValue = value
  }

  /// A new identifier, unique in this process.
  public init(log: OSLog) {
    rawValue = nextSignpostID.withLock { next in
      defer { next += 1 }
      return next
    }
  }

  /// The identifier of `object`, the same for the same object while it lives.
  public init(log: OSLog, object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
  }

  /// For intervals of which only one runs at a time.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// An identifier that marks an error.
  public static let invalid = OSSignpostID(~0)
  /// An identifier that marks a disabled signpost.
  public static let null = OSSignpostID(0)

  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

private let nextSignpostID = OSAllocatedUnfairLock(initialState: UInt64(1))

/// Whether a signpost begins an interval, ends one, or marks a single event.
///
/// ```swift
/// os_signpost(.event, log: log, name: "Tapped")
/// ```
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A single point in time.
  public static let event = OSSignpostType(rawValue: 0)
  /// The beginning of an interval.
  public static let begin = OSSignpostType(rawValue: 1)
  /// The end of an interval.
  public static let end = OSSignpostType(rawValue: 2)

  var name: String {
    switch rawValue {
    case 1: "begin"
    case 2: "end"
    default: "event"
    }
  }
}

/// Writes a signpost to `log`.
///
/// ```swift
/// os_signpost(.begin, log: log, name: "Layout")
/// ```
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {
  LogCapture.write(log, .signpost(type, name: "\(name)", id: signpostID.rawValue)) { "" }
}

/// Writes a signpost to `log` with a `printf`-style message.
///
/// ```swift
/// os_signpost(.end, log: log, name: "Layout", "%d views", count)
/// ```
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
  _ format: StaticString, _ arguments: any CVarArg...
) {
  LogCapture.write(log, .signpost(type, name: "\(name)", id: signpostID.rawValue)) { LogFormat.render("\(format)", arguments) }
}
