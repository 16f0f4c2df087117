/// Writes a `printf`-style message to `log` at `type`. As on Apple's platforms, `%@` and `%s`
/// arguments are redacted unless written `%{public}@`, and numbers show unless written
/// `%{private}d`.
///
/// ```swift
/// os_log("Loaded %{public}@ in %.2f s", log: .default, type: .info, name, seconds)
/// ```
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
  LogCapture.write(log, .log(type)) { LogFormat.render("\(message)", args) }
}

/// Writes a `printf`-style message to `log` at `type`, with the type first.
///
/// ```swift
/// os_log(.error, log: network, "Request failed with status %d", status)
/// ```
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {
  LogCapture.write(log, .log(type)) { LogFormat.render("\(message)", args) }
}

/// Writes an interpolated message to `logObject` at `logLevel`.
///
/// ```swift
/// os_log(.info, log: network, "Fetched \(count) items")
/// ```
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
  LogCapture.write(logObject, .log(logLevel)) { message.rendered }
}

/// Writes an interpolated message to the default log.
///
/// ```swift
/// os_log("Started with \(options.count) options")
/// ```
public func os_log(_ message: OSLogMessage) {
  LogCapture.write(.default, .log(.default)) { message.rendered }
}
