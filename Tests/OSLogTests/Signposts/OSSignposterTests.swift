import Testing
import os

/// Signposts as entries (developer.apple.com/documentation/os/ossignposter).
@Suite struct OSSignposterTests {
  private let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)

  @Test func anIntervalBeginsAndEndsWithOneIdentifier() throws {
    let entries = LogCapture.entries {
      let id = signposter.makeSignpostID()
      let state = signposter.beginInterval("Decode", id: id, "\(3) images")
      signposter.endInterval("Decode", state)
    }
    try #require(entries.count == 2)
    guard case .signpost(.begin, "Decode", let begin) = entries[0].kind, case .signpost(.end, "Decode", let end) = entries[1].kind else {
      Issue.record("unexpected kinds \(entries.map(\.kind))")
      return
    }
    #expect(begin == end)
    #expect(entries[0].message == "3 images")
    #expect(entries[0].category == "PointsOfInterest")
  }

  @Test func withIntervalSignpostEndsTheIntervalWhenTheTaskThrows() {
    struct Stop: Error {}
    let entries = LogCapture.entries {
      let value = signposter.withIntervalSignpost("Work") { 7 }
      #expect(value == 7)
      #expect(throws: Stop.self) { try signposter.withIntervalSignpost("Fail", "why") { throw Stop() } }
      signposter.emitEvent("Tap", id: .exclusive)
    }
    #expect(entries.map(\.line).count == 5)
    #expect(entries.last?.kind == .signpost(.event, name: "Tap", id: OSSignpostID.exclusive.rawValue))
    #expect(entries[3].kind == .signpost(.end, name: "Fail", id: OSSignpostID.exclusive.rawValue))
  }

  @Test func identifiersAreUniqueAndObjectsKeepTheirs() {
    final class Box {}
    let box = Box()
    let log = OSLog(subsystem: "com.example.app", category: "IDs")
    #expect(OSSignpostID(log: log) != OSSignpostID(log: log))
    #expect(OSSignpostID(log: log, object: box) == signposter.makeSignpostID(from: box))
    #expect(OSSignpostID.null.rawValue == 0 && OSSignpostID.invalid.rawValue == .max)
    #expect(OSSignpostIntervalState.beginState(id: OSSignpostID(9)).signpostID == OSSignpostID(9))
  }

  @Test func disabledSignpostersAndLogsWriteNothing() {
    let entries = LogCapture.entries {
      OSSignposter.disabled.emitEvent("Nope")
      os_signpost(.event, log: .disabled, name: "Nope")
      os_signpost(.begin, log: .default, name: "Raw", signpostID: OSSignpostID(5), "%d rows", 4)
    }
    #expect(!OSSignposter.disabled.isEnabled)
    #expect(entries.map(\.line) == ["- - [signpost begin] Raw #5 4 rows"])
  }
}
