import Foundation
import Testing

@testable import Darkroom

@Suite struct DataAndTextTests {
  @Test func dataMismatchesSayWhereTheBytesDiffer() throws {
    let message = try #require(Diffing.data.diff(Data([0, 1, 2, 3, 4, 5]), Data([0, 1, 2, 9, 4, 5, 6]))?.0)
    #expect(message == """
      The reference has 6 bytes, the new value 7; they first differ at byte 3.
      reference @0: 00 01 02 03 04 05
      new       @0: 00 01 02 09 04 05 06
      """)
    #expect(Diffing.data.diff(Data([1]), Data([1])) == nil)
  }

  @Test func dataReferencesHaveNoExtension() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: Data([0xCA, 0xFE]), as: .data) }
    #expect(sandbox.files(in: sandbox.snapshots()) == ["dataReferencesHaveNoExtension.1"])
  }

  @Test func descriptionUsesStringDescribing() throws {
    struct Version: CustomStringConvertible { var description: String { "2.1.0" } }
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: Version(), as: .description) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("descriptionUsesStringDescribing.1.txt")) == "2.1.0")
  }

  @Test func linesRoundTripUnicodeAndCarriageReturns() throws {
    let text = "naïve café 日本語 🙂\r\nsecond line\r\n"
    let data = Diffing.lines.toData(text)
    #expect(try Diffing.lines.fromData(data) == text)
    #expect(Diffing.lines.diff(text, text) == nil)
    let changed = try #require(Diffing.lines.diff(text, text.replacingOccurrences(of: "second", with: "2nd")))
    #expect(changed.0.contains("\u{2212}second line\r\n+2nd line\r"))
  }
}
