import Foundation
import Testing

@testable import Darkroom

@Suite struct DumpTests {
  struct Item { var name: String; var price: Double }
  struct Cart { var items: [Item]; var updated: Date; var note: String? }

  // The expected texts are the ones pointfreeco/swift-snapshot-testing's `.dump` writes
  // (Sources/SnapshotTesting/Snapshotting/Any.swift), so references it recorded match.

  @Test func structPropertiesAreSortedByName() {
    struct User { let id: Int, name: String, bio: String }
    #expect(DeterministicDump.render(User(id: 1, name: "Blobby", bio: "Blobbed around the world.")) == """
      ▿ User
        - bio: "Blobbed around the world."
        - id: 1
        - name: "Blobby"

      """)
  }

  @Test func collectionsKeepTheirOrderAndOptionalsShowTheirWrapper() {
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
        - note: Optional<String>.none
        - updated: 2026-11-30T10:01:00Z

      """)
    let wrapped: String? = "x"
    #expect(DeterministicDump.render(wrapped as Any) == "▿ Optional<String>\n  - some: \"x\"\n")
  }

  @Test func dictionariesAndSetsAreSorted() {
    let prices = ["pear": 3, "apple": 1, "fig": 2]
    let tags: Set = ["zeta", "alpha", "mu"]
    #expect(DeterministicDump.render(prices) == """
      ▿ 3 key/value pairs
        ▿ (2 elements)
          - key: "apple"
          - value: 1
        ▿ (2 elements)
          - key: "fig"
          - value: 2
        ▿ (2 elements)
          - key: "pear"
          - value: 3

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
      ▿ Status
        ▿ suspended: (2 elements)
          - reason: "spam"
          - days: 3

      """)
    #expect(DeterministicDump.render(Status.archived(Date(timeIntervalSince1970: 0.25))) == """
      ▿ Status
        - archived: 1970-01-01T00:00:00Z

      """)
  }

  final class Father {
    var child: Child?
  }
  final class Child {
    let father: Father
    init(_ father: Father) {
      self.father = father
      father.child = self
    }
  }

  @Test func classesShowNoAddressesAndStopAtCycles() {
    let father = Father()
    let child = Child(father)
    #expect(DeterministicDump.render(father) == """
      ▿ Father
        ▿ child: Optional<Child>
          ▿ some: Child
            ▿ father (circular reference detected)

      """)
    #expect(DeterministicDump.render(child) == """
      ▿ Child
        ▿ father: Father
          ▿ child: Optional<Child>
            ▿ some (circular reference detected)

      """)
    #expect(!DeterministicDump.render(father).contains("0x"))
  }

  final class Handle: CustomStringConvertible {
    var description: String { "Handle(pointer: 0x00007f8a1c0041b0, id: 0x2A)" }
  }

  @Test func addressesAreRemovedFromDescriptions() {
    #expect(DeterministicDump.render(Handle()) == "- Handle(pointer, id: 0x2A)\n")
    #expect(DeterministicDump.render(NSObject()) == "- <NSObject>\n")
  }

  @Test func tuplesAndFoundationValues() {
    let tuple: (Int, label: String?) = (1, label: "x")
    #expect(DeterministicDump.render(tuple) == """
      ▿ (2 elements)
        - .0: 1
        ▿ label: Optional<String>
          - some: "x"

      """)
    #expect(DeterministicDump.render(URL(string: "https://example.com/a?b=c")!) == "- https://example.com/a?b=c\n")
    #expect(DeterministicDump.render(Data([1, 2, 3])) == "- 3 bytes\n")
    #expect(DeterministicDump.render(Date(timeIntervalSinceReferenceDate: 0)) == "- 2001-01-01T00:00:00Z\n")
    #expect(DeterministicDump.render("line\nbreak \"quoted\"") == #"- "line\nbreak \"quoted\"""# + "\n")
    #expect(DeterministicDump.render("Hello, world!".dropLast(8)) == "- \"Hello\"\n")
    #expect(DeterministicDump.render("a" as Character) == "- \"a\"\n")
    #expect(DeterministicDump.render(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
      == "- E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n")
  }

  @Test func typesDeclaredInAFunctionLoseTheirMarker() {
    struct Local { var value = 1 }
    #expect(DeterministicDump.render(Local()) == "▿ Local\n  - value: 1\n")
    #expect(DeterministicDump.withoutLocalMarkers("Array<Local #12>") == "Array<Local>")
    #expect(DeterministicDump.withoutLocalMarkers("Tag #hash") == "Tag #hash")
  }

  struct Money: AnySnapshotStringConvertible {
    var cents: Int
    var snapshotDescription: String { "$\(cents / 100).\(cents % 100)" }
  }

  struct Ledger: AnySnapshotStringConvertible {
    static var renderChildren: Bool { true }
    var entries = [1, 2]
    var snapshotDescription: String { "Ledger of 2" }
  }

  @Test func typesCanChooseTheirText() {
    #expect(DeterministicDump.render([Money(cents: 1_250)]) == "▿ 1 element\n  - $12.50\n")
    #expect(DeterministicDump.render(Ledger()) == "▿ Ledger of 2\n  ▿ entries: 2 elements\n    - 1\n    - 2\n")
  }

  @Test func theStrategyStoresTextFiles() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: ["b": 2, "a": 1], as: .dump) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("theStrategyStoresTextFiles.1.txt"))
      == "▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: 1\n  ▿ (2 elements)\n    - key: \"b\"\n    - value: 2\n")
  }
}
