import Foundation
import Testing
import os

/// How a `Logger` message is written, as Apple's logging renders it
/// (developer.apple.com/documentation/os/oslogprivacy, .../oslogintegerformatting).
@Suite struct OSLogMessageTests {
  private struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  private final class Account: NSObject {
    override var description: String { "Account #7" }
  }

  private func text(_ message: OSLogMessage) -> String {
    message.rendered
  }

  @Test func dynamicValuesAreRedactedByDefaultAndScalarsShow() {
    let name = "Ann"
    let count = 3
    #expect(text("\(name) has \(count) items, \(true)") == "<private> has 3 items, true")
    #expect(text("\(Failure()) \(Account()) \(Int.self)") == "<private> <private> <private>")
  }

  @Test func publicShowsAndPrivateOrSensitiveRedact() {
    let name = "Ann"
    let count = 3
    #expect(text("\(name, privacy: .public) \(Account(), privacy: .public) \(Failure(), privacy: .public)") == "Ann Account #7 disk full")
    #expect(text("\(count, privacy: .private) \(2.5, privacy: .sensitive) \(false, privacy: .private)") == "<private> <private> <private>")
    #expect(text("\(String.self, privacy: .public)") == "String")
  }

  @Test func aHashMaskWritesTheSameHashForTheSameValue() {
    let email = "ann@example.com"
    let first = text("\(email, privacy: .private(mask: .hash))")
    let again = text("\(email, privacy: .sensitive(mask: .hash))")
    let other = text("\("bob@example.com", privacy: .private(mask: .hash))")
    #expect(first.hasPrefix("<mask.hash: '") && first.hasSuffix("'>"))
    #expect(first == again)
    #expect(first != other)
    #expect(!first.contains("ann"))
    // A scalar under `.auto` shows even with a mask, as it is not redacted.
    #expect(text("\(42, privacy: .auto(mask: .hash))") == "42")
  }

  @Test func integersTakeRadixSignPrefixAndMinimumDigits() {
    let value = 42
    #expect(text("\(value, format: .hex)") == "2a")
    #expect(text("\(value, format: .hex(includePrefix: true, uppercase: true, minDigits: 4))") == "0X002A")
    #expect(text("\(value, format: .octal(includePrefix: true))") == "052")
    #expect(text("\(value, format: .decimal(explicitPositiveSign: true, minDigits: 5))") == "+00042")
    #expect(text("\(-value, format: .decimal(minDigits: 3))") == "-042")
    #expect(text("\(Int8(-1), format: .hex) \(UInt16(255), format: .hex(includePrefix: true))") == "ff 0xff")
  }

  @Test func floatsTakePrintfsNotations() {
    let value = 3.14159
    #expect(text("\(value)") == "3.141590")
    #expect(text("\(value, format: .fixed(precision: 2)) \(value, format: .fixed(precision: 1, explicitPositiveSign: true))") == "3.14 +3.1")
    #expect(text("\(Float(2.5), format: .exponential) \(CGFloat(1.25), format: .hybrid)") == "2.500000e+00 1.25")
    #expect(text("\(31415.9, format: .exponential(precision: 1, uppercase: true))") == "3.1E+04")
  }

  @Test func alignmentPadsToTheColumnWidth() {
    let name = "Ann"
    #expect(text("[\(name, align: .left(columns: 6), privacy: .public)][\(42, align: .right(columns: 5))]") == "[Ann   ][   42]")
    #expect(text("[\(1_234_567, align: .right(columns: 3))]") == "[1234567]")
  }

  @Test func booleansOptionalsAndLiteralsAreWrittenAsIs() {
    let missing: String? = nil
    let present: Int? = 5
    #expect(text("\(true, format: .answer) \(false)") == "YES false")
    #expect(text("\(present) \(missing, privacy: .public) \(Optional("x"))") == "5 nil <private>")
    #expect(text("100% plain") == "100% plain")
  }

  @Test func valuesAreOnlyEvaluatedWhenTheEntryIsWritten() {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    func next() -> Int { counter.withLock { $0 += 1; return $0 } }
    Logger(subsystem: "com.example", category: "Lazy").info("\(next())")
    #expect(counter.withLock { $0 } == 0)
    let entries = LogCapture.entries { Logger(subsystem: "com.example", category: "Lazy").info("\(next())") }
    #expect(entries.map(\.message) == ["1"])
  }
}
