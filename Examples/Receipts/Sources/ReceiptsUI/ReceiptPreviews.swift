import SwiftUI
import Receipts

// The receipt views' previews. Darkroom snapshots every one of them with no test code:
// `darkroom previews export snapshots` (or `swift package snapshot-previews`).

extension Receipt {
  /// A receipt for previews.
  static let tuesday = Receipt(
    number: 1042, customer: "Blob Jr.",
    lines: [
      Line(item: "Flat white", quantity: 2, unitCents: 350),
      Line(item: "Lemon cake", quantity: 1, unitCents: 425),
      Line(item: "Oat milk", quantity: 1, unitCents: 199),
    ])

  /// A one-line receipt.
  static let espresso = Receipt(number: 7, customer: "Blob", lines: [Line(item: "Espresso", quantity: 1, unitCents: 280)])
}

#Preview("Paid", traits: .sizeThatFitsLayout) {
  ReceiptCard(receipt: .tuesday)
    .frame(width: 360)
    .snapshotTags(["screen": "receipt", "state": "paid"])
    .snapshotGroup("Checkout")
    .snapshotDiffThreshold(0.01)
}

#Preview {
  ReceiptCard(receipt: .espresso)
}

// Two previews with the same name: the second is exported as `Compact_2`.
#Preview("Compact", traits: .sizeThatFitsLayout) {
  ReceiptCard(receipt: .espresso).frame(width: 300)
}

#Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
  ReceiptCard(receipt: .espresso).frame(width: 300).snapshotCanvasTheme(.dark)
}

#Preview("Accessibility", traits: .sizeThatFitsLayout) {
  ReceiptCard(receipt: .espresso)
    .frame(width: 360)
    .snapshotAccessibility(true)
    .snapshotAdditionalContext(["fixture": "espresso"])
}

struct ReceiptCard_Previews: PreviewProvider {
  static var previews: some View {
    PreviewVariants(layout: .sizeThatFits, variants: [.standard, .dark, .rightToLeft, .largeText]) {
      ReceiptCard(receipt: .tuesday).frame(width: 360).previewVariant(named: "Card - Tuesday")
      ReceiptCard(receipt: .espresso).frame(width: 360).previewVariant(named: "Card - Espresso")
    }
  }
}

struct ReceiptHistory_Previews: PreviewProvider {
  static var previews: some View {
    ReceiptHistory()
      .environmentObject(ReceiptStore(receipts: [.tuesday, .espresso]))
      .frame(width: 360)
      .previewDisplayName("With store")
    // Forgets the store, as previews often do: this preview fails with the missing model's
    // name, and the others still run.
    ReceiptHistory()
      .frame(width: 360)
      .previewDisplayName("Missing store")
  }
}

/// A card for a fixture file that does not exist: its body traps, as a preview with a bug does.
struct FixtureCard: View {
  let fixture: String
  var body: some View {
    let fixtures: [String: Receipt] = ["tuesday": .tuesday]
    return ReceiptCard(receipt: fixtures[fixture]!)
  }
}

#Preview("Broken fixture", traits: .sizeThatFitsLayout) {
  FixtureCard(fixture: "wednesday")
}
