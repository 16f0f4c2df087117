@testable import DarkroomPreviews
import Testing

@Suite struct SnapshotNamingTests {
  @Test func fileNamesKeepLettersDigitsDotsUnderscoresAndDashes() {
    #expect(SnapshotNaming.fileName(for: "Receipts/ReceiptCard.swift:Paid (USD) ✓") == "Receipts_ReceiptCard.swift_Paid__USD___")
  }

  @Test func repeatsGetNumbersInOrderAlsoWhenOnlySanitisedNamesCollide() {
    let names = SnapshotNaming.uniqued(["M/F.swift:A", "M/F.swift:A", "M/F.swift:A", "M/F.swift:B", "M/F.swift:A?", "M/F.swift:A!"])
    #expect(names.map(\.name) == ["M/F.swift:A", "M/F.swift:A_2", "M/F.swift:A_3", "M/F.swift:B", "M/F.swift:A?", "M/F.swift:A!_2"])
    #expect(Set(names.map(\.fileName)).count == names.count)
  }

  @Test func componentsForUnnamedPreviews() {
    #expect(SnapshotNaming.component(macroName: nil, childName: nil, line: 12, index: 0, childCount: 1) == "line-12")
    #expect(SnapshotNaming.component(macroName: "  ", childName: nil, line: 12, index: 0, childCount: 1) == "line-12")
    #expect(SnapshotNaming.component(macroName: "Row", childName: nil, line: 3, index: 1, childCount: 2) == "Row 1")
    #expect(SnapshotNaming.component(macroName: nil, childName: nil, line: nil, index: 4, childCount: 5) == "4")
  }

  @Test func namesAreTheSameInEveryRun() {
    let first = PreviewCatalog.discover().snapshots.map(\.fileName)
    let second = PreviewCatalog.discover().snapshots.map(\.fileName)
    #expect(first == second)
  }
}
