import Foundation
import Testing

@testable import Darkroom

@Suite struct JSONTests {
  struct Order: Encodable {
    var id: Int
    var customer: String
    var lines: [String]
    var paid: Bool
  }

  @Test func prettyPrintsWithSortedKeys() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: Order(id: 7, customer: "Blob", lines: ["tea"], paid: true), as: .json) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("prettyPrintsWithSortedKeys.1.json")) == """
      {
        "customer" : "Blob",
        "id" : 7,
        "lines" : [
          "tea"
        ],
        "paid" : true
      }
      """)
  }

  @Test func aCustomEncoderIsUsed() throws {
    struct Event: Encodable { var at: Date }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: Event(at: Date(timeIntervalSince1970: 0)), as: .json(encoder)) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("aCustomEncoderIsUsed.1.json"))
      == #"{"at":"1970-01-01T00:00:00Z"}"#)
  }

  @Test func anEncodingErrorFailsTheAssertionWithThePath() throws {
    struct Reading: Encodable { var values: [Double] }
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run { assertSnapshot(of: Reading(values: [1, .nan]), as: .json) }
    let message = try #require(failures.first?.message)
    #expect(message.hasPrefix("Could not make the snapshot: Reading could not be encoded as JSON: the value nan at .values[1] is invalid"))
    #expect(sandbox.files(in: sandbox.snapshots()).isEmpty)
  }

  @Test func jsonObjectsFromSerialization() throws {
    let sandbox = try SnapshotSandbox()
    let object: Any = ["b": [1, 2], "a": NSNull()]
    sandbox.run { assertSnapshot(of: object, as: .json) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("jsonObjectsFromSerialization.1.json"))?
      .replacingOccurrences(of: " ", with: "") == "{\n\"a\":null,\n\"b\":[\n1,\n2\n]\n}")
    let failures = sandbox.run { assertSnapshot(of: Date() as Any, as: .json, named: "invalid") }
    #expect(failures.first?.message.contains("is not a JSON object") == true)
  }
}
