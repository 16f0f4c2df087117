import Foundation
import OSLog
import Testing

/// Where `Logger` and `os_log` entries go, and at which level
/// (developer.apple.com/documentation/os/logger).
@Suite struct LoggerTests {
  @Test func eachMethodWritesAtItsLevel() {
    let logger = Logger(subsystem: "com.example.app", category: "Sync")
    let entries = LogCapture.entries {
      logger.trace("t")
      logger.debug("d")
      logger.info("i")
      logger.notice("n")
      logger.log("l")
      logger.log(level: .info, "li")
      logger.warning("w")
      logger.error("e")
      logger.critical("c")
      logger.fault("f")
    }
    let levels: [OSLogType] = [.debug, .debug, .info, .default, .default, .info, .error, .error, .fault, .fault]
    #expect(entries.map(\.kind) == levels.map { .log($0) })
    #expect(entries.map(\.message) == ["t", "d", "i", "n", "l", "li", "w", "e", "c", "f"])
    #expect(entries.allSatisfy { $0.subsystem == "com.example.app" && $0.category == "Sync" })
  }

  @Test func aDisabledLogWritesNothing() {
    let entries = LogCapture.entries {
      Logger(.disabled).fault("dropped")
      os_log("dropped", log: .disabled, type: .error)
    }
    #expect(entries.isEmpty)
    #expect(!OSLog.disabled.isEnabled(type: .fault))
    #expect(OSLog.default.isEnabled(type: .debug))
  }

  @Test func aLineHoldsSubsystemCategoryLevelAndMessage() throws {
    let entries = LogCapture.entries {
      Logger(OSLog(subsystem: "com.example.app", category: "UI")).error("Two\nlines")
      Logger().info("Default log")
    }
    #expect(entries.map(\.line) == ["com.example.app UI [error] Two\\nlines", "- - [info] Default log"])
  }

  @Test func osLogFormatsItsArgumentsWithApplesPrivacyDefaults() {
    let log = OSLog(subsystem: "com.example.app", category: "Legacy")
    let entries = LogCapture.entries {
      os_log("Loaded %{public}@ and %@ in %.2f s (%d, %ld%%)", log: log, type: .info, "cards", "secret", 1.5, 7, 9)
      os_log(.error, log: log, "Status %{private}d, flag %{bool}d, %{BOOL}d", 404, 1, 0)
      os_log("Missing %d and %@")
      os_log("Hash %{private, mask.hash}s", log: log, "ann")
    }
    #expect(entries.count == 4)
    #expect(entries[0].message == "Loaded cards and <private> in 1.50 s (7, 9%)")
    #expect(entries[0].kind == .log(.info))
    #expect(entries[1].message == "Status <private>, flag true, NO")
    #expect(entries[1].kind == .log(.error))
    #expect(entries[2].message == "Missing %d and %@")
    #expect(entries[3].message.hasPrefix("Hash <mask.hash: '"))
  }

  @Test func osLogTakesInterpolatedMessages() {
    let log = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
    let count = 12
    let entries = LogCapture.entries {
      os_log(.fault, log: log, "Fetched \(count) items")
      os_log("Started with \(count, format: .hex) options")
    }
    #expect(entries.map(\.message) == ["Fetched 12 items", "Started with c options"])
    #expect(entries.map(\.category) == ["PointsOfInterest", ""])
    #expect(entries.map(\.kind) == [.log(.fault), .log(.default)])
  }

  @Test func captureIsPerTask() async {
    let logger = Logger(subsystem: "com.example.app", category: "Tasks")
    let outer = await LogCapture.awaitedEntries(during: {
      logger.info("outer")
      let inner = LogCapture.entries { logger.info("inner") }
      #expect(inner.map(\.message) == ["inner"])
      await withTaskGroup(of: Void.self) { group in
        group.addTask { logger.info("child") }
      }
    })
    #expect(outer.map(\.message) == ["outer", "child"])
  }
}
