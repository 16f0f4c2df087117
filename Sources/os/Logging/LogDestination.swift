import Foundation

/// One entry as it was written: where from, what kind, and the rendered message.
package struct CapturedLogEntry: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    case log(OSLogType)
    case signpost(OSSignpostType, name: String, id: UInt64)
  }

  package let subsystem: String
  package let category: String
  package let kind: Kind
  package let message: String

  package init(subsystem: String, category: String, kind: Kind, message: String) {
    self.subsystem = subsystem
    self.category = category
    self.kind = kind
    self.message = message
  }

  /// The entry as `DARKROOM_OS_LOG=1` writes it to standard error: one line, with newlines in
  /// the message escaped so that one entry never spans lines.
  package var line: String {
    let place = "\(subsystem.isEmpty ? "-" : subsystem) \(category.isEmpty ? "-" : category)"
    let text = message.replacingOccurrences(of: "\n", with: "\\n")
    switch kind {
    case .log(let type):
      return "\(place) [\(type.name)] \(text)"
    case .signpost(let type, let name, let id):
      let suffix = text.isEmpty ? "" : " \(text)"
      return "\(place) [signpost \(type.name)] \(name) #\(id)\(suffix)"
    }
  }
}

/// Where entries go: nowhere unless `DARKROOM_OS_LOG` is `1` (then standard error), plus the
/// capture of the task that wrote them, so that tests read entries without reading stderr and
/// parallel tests do not see each other's.
package enum LogCapture {
  final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [CapturedLogEntry] = []

    func add(_ entry: CapturedLogEntry) {
      lock.lock()
      entries.append(entry)
      lock.unlock()
    }

    var all: [CapturedLogEntry] {
      lock.lock()
      defer { lock.unlock() }
      return entries
    }
  }

  @TaskLocal static var sink: Sink?

  private static let writesToStandardError = ProcessInfo.processInfo.environment["DARKROOM_OS_LOG"] == "1"

  /// The entries written by `body` on this task.
  package static func entries(during body: () throws -> Void) rethrows -> [CapturedLogEntry] {
    let sink = Sink()
    try $sink.withValue(sink) { try body() }
    return sink.all
  }

  /// The entries written by `body` on this task and the tasks it starts as children.
  package static func awaitedEntries(during body: () async throws -> Void) async rethrows -> [CapturedLogEntry] {
    let sink = Sink()
    try await $sink.withValue(sink) { try await body() }
    return sink.all
  }

  /// Writes an entry to the places that want it; the message is rendered only if one does.
  static func write(_ log: OSLog, _ kind: CapturedLogEntry.Kind, message: () -> String) {
    guard !log.isDisabled else { return }
    let sink = sink
    guard sink != nil || writesToStandardError else { return }
    let entry = CapturedLogEntry(subsystem: log.subsystem, category: log.category, kind: kind, message: message())
    sink?.add(entry)
    if writesToStandardError {
      FileHandle.standardError.write(Data((entry.line + "\n").utf8))
    }
  }
}
