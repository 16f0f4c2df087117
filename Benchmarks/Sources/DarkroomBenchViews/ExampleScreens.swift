import DarkroomViews
import Receipts
import ReceiptsUI

/// The example shop's inbox with eight messages; `salt` is added to every sender's name, so
/// that each state of a run, or each fresh-text render, has text of its own.
///
/// ```swift
/// RunScreen("inbox-3") { benchInbox(salt: "3") }
/// ```
@MainActor public func benchInbox(salt: String = "") -> ShopInbox {
  let senders = ["Corner Café", "Green Grocer", "Bakery", "Bookshop", "Florist", "Hardware", "Pharmacy", "Deli"]
  let tints: [Color] = [.orange, .green, .pink, .blue, .purple, .teal, .red, .indigo]
  return ShopInbox(
    notes: senders.indices.map { index in
      ShopInbox.Note(
        id: index, from: senders[index] + salt, text: "Your receipt #\(40 + index) is ready to view.", time: "9:4\(index)",
        tint: tints[index])
    })
}

/// The example's receipt card with a three-line receipt. At `.fixed(width: 360, height: 390)`
/// and 2x it is 720 × 780 pixels. The changed card's oat milk costs 20 cents more, which
/// changes that line, the subtotal, the tax and the total.
///
/// ```swift
/// assertSnapshot(of: benchReceiptCard(), as: .image(layout: .fixed(width: 360, height: 390)))
/// ```
@MainActor public func benchReceiptCard(changed: Bool = false) -> ReceiptCard {
  ReceiptCard(
    receipt: Receipt(
      number: 42, customer: "Blob",
      lines: [
        Receipt.Line(item: "Green tea", quantity: 2, unitCents: 350),
        Receipt.Line(item: "Lemon cake", quantity: 1, unitCents: 425),
        Receipt.Line(item: "Oat milk", quantity: 1, unitCents: changed ? 219 : 199),
      ]))
}
