import Foundation
import Testing

@testable import Darkroom

@Suite struct DumpTests {
  struct Item { var name: String; var price: Double }
  struct Cart { var items: [Item]; var updated: Date; var note: String? }

  @Test func structsCollectionsAndDates() {
    let cart = Cart(
      items: [Item(name: "Tea", price: 3.5), Item(name: "Cake", price: 4)],
      updated: Date(timeIntervalSince1970: 1_796_032_860), note: nil)
    #expect(DeterministicDump.render(cart) == """
      ▿ Cart
        ▿ items: 2 elements
          ▿ Item
            - name: "Tea"
            - price: 3.5
          ▿ Item
            - name: "Cake"
            - price: 4.0
        - updated: 2026-11-30T10:01:00Z
        - note: nil

      """)
  }

  @Test func dictionariesAndSetsAreSorted() {
    let prices = ["pear": 3, "apple": 1, "fig": 2, "banana": 5, "cherry": 8, "date": 13]
    let tags: Set = ["zeta", "alpha", "mu"]
    #expect(DeterministicDump.render(prices) == """
      ▿ 6 key/value pairs
        - "apple": 1
        - "banana": 5
        - "cherry": 8
        - "date": 13
        - "fig": 2
        - "pear": 3

      """)
    #expect(DeterministicDump.render(tags) == """
      ▿ 3 members
        - "alpha"
        - "mu"
        - "zeta"

      """)
  }

  @Test func theSameValueDumpsTheSameAfterRehashing() {
    // Building the dictionary in different orders changes its iteration order, not its dump.
    let keys = (0..<200).map { "key \($0)" }
    let forward = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0.count) })
    var backward: [String: Int] = [:]
    for key in keys.reversed() { backward[key] = key.count }
    backward.reserveCapacity(10_000)
    #expect(DeterministicDump.render(forward) == DeterministicDump.render(backward))
  }

  enum Status { case active, suspended(reason: String, days: Int), archived(Date) }

  @Test func enumsWithAndWithoutPayloads() {
    #expect(DeterministicDump.render(Status.active) == "- Status.active\n")
    #expect(DeterministicDump.render(Status.suspended(reason: "spam", days: 3)) == """
      ▿ Status.suspended
        - reason: "spam"
        - days: 3

      """)
    #expect(DeterministicDump.render(Status.archived(Date(timeIntervalSince1970: 0.25))) == """
      ▿ Status.archived
        - 1970-01-01T00:00:00.250Z

      """)
  }

  final class Node {
    let name: String
    var next: Node?
    init(_ name: String) { self.name = name }
  }

  @Test func classesShowNoAddressesAndStopAtCycles() {
    let first = Node("first"), second = Node("second")
    first.next = second
    second.next = first
    let dump = DeterministicDump.render(first)
    #expect(dump == """
      ▿ Node
        - name: "first"
        ▿ next: Node
          - name: "second"
          - next: Node (refers back to an object above)

      """)
    #expect(!dump.contains("0x"))
  }

  class Animal { var legs = 4 }
  final class Dog: Animal { var name = "Rex" }

  @Test func inheritedPropertiesComeFirst() {
    #expect(DeterministicDump.render(Dog()) == "▿ Dog\n  - legs: 4\n  - name: \"Rex\"\n")
  }

  final class Handle: CustomStringConvertible {
    var description: String { "Handle(pointer: 0x00007f8a1c0041b0, id: 0x2A)" }
  }

  @Test func addressesAreRemovedFromDescriptions() {
    #expect(DeterministicDump.render(Handle()) == "- Handle(pointer, id: 0x2A)\n")
  }

  @Test func tuplesOptionalsAndSpecialValues() {
    let tuple: (Int, label: String?) = (1, label: "x")
    #expect(DeterministicDump.render(tuple) == "▿ (2 elements)\n  - .0: 1\n  - label: \"x\"\n")
    #expect(DeterministicDump.render(URL(string: "https://example.com/a?b=c")!) == "- https://example.com/a?b=c\n")
    #expect(DeterministicDump.render(Data([1, 2, 3])) == "- 3 bytes\n")
    #expect(DeterministicDump.render("line\nbreak \"quoted\"") == #"- "line\nbreak \"quoted\"""# + "\n")
    #expect(DeterministicDump.render(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
      == "- E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n")
  }

  struct Money: AnySnapshotStringConvertible {
    var cents: Int
    var snapshotDescription: String { "$\(cents / 100).\(cents % 100)" }
  }

  @Test func typesCanChooseTheirText() {
    #expect(DeterministicDump.render([Money(cents: 1_250)]) == "▿ 1 element\n  - $12.50\n")
  }

  @Test func theStrategyStoresTextFiles() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: ["b": 2, "a": 1], as: .dump) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("DumpTests.theStrategyStoresTextFiles.1.txt"))
      == "▿ 2 key/value pairs\n  - \"a\": 1\n  - \"b\": 2\n")
  }
}
