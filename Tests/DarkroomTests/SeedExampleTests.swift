// The receipt example from the user's source material, unchanged but for the import.
import Darkroom
import XCTest

struct Receipt {
let number: Int
let customer: String
let totalCents: Int
}
let receiptSummary =
Snapshotting<String, String>.lines.pullback { (receipt: Receipt) in
"""
Receipt #\(receipt.number)
Customer: \(receipt.customer)
Total cents: \(receipt.totalCents)
"""
}

final class SeedExampleTests: XCTestCase {
func testReceiptSummary() {
let receipt = Receipt(
number: 42,
customer: "Blob",
totalCents: 12_500
)
assertSnapshot(of: receipt, as: receiptSummary)
}
}
