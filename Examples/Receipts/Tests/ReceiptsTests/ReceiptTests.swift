import Darkroom
import Receipts
import Testing

let tuesdayShop = Receipt(
  number: 42, customer: "Blob",
  lines: [
    .init(item: "Green tea", quantity: 2, unitCents: 350),
    .init(item: "Lemon cake", quantity: 1, unitCents: 425),
    .init(item: "Oat milk", quantity: 1, unitCents: 199),
  ])

/// The receipt as the till prints it: a text snapshot made by pulling back `.lines`.
let printedReceipt = Snapshotting<String, String>.lines.pullback { (receipt: Receipt) in receipt.printed }

@Suite struct ReceiptTests {
  @Test func printed() {
    assertSnapshot(of: tuesdayShop, as: printedReceipt)
  }

  @Test func json() {
    assertSnapshot(of: tuesdayShop, as: .json)
  }

  @Test func lineItems() {
    assertSnapshot(of: tuesdayShop.lines, as: .dump)
  }
}
