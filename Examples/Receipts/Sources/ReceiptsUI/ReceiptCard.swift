import SwiftUI
import Receipts

/// The receipt as the app shows it after checkout.
public struct ReceiptCard: View {
  let receipt: Receipt
  @Environment(\.colorScheme) private var colorScheme

  public init(receipt: Receipt) {
    self.receipt = receipt
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        VStack(alignment: .leading, spacing: 2) {
          Text("Receipt #\(receipt.number)")
            .font(.headline)
          Text(receipt.customer)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        Spacer()
        Text("Paid")
          .font(.caption.bold())
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Color.green.opacity(0.2))
          .foregroundStyle(.green)
          .clipShape(Capsule())
      }
      Divider()
      ForEach(receipt.lines, id: \.item) { line in
        HStack {
          Text("\(line.quantity) × \(line.item)")
          Spacer()
          Text(money(line.totalCents))
            .foregroundStyle(.secondary)
        }
        .font(.body)
      }
      Divider()
      row("Subtotal", receipt.subtotalCents)
      row("Tax", receipt.taxCents)
      HStack {
        Text("Total").bold()
        Spacer()
        Text(money(receipt.totalCents)).bold()
      }
      .font(.title3)
    }
    .padding()
    .background(
      RoundedRectangle(cornerRadius: 16, style: .continuous)
        .fill(colorScheme == .dark ? Color(white: 0.11) : Color(white: 0.96)))
    .padding()
  }

  private func row(_ title: String, _ cents: Int) -> some View {
    HStack {
      Text(title)
      Spacer()
      Text(money(cents))
    }
    .font(.subheadline)
    .foregroundStyle(.secondary)
  }
}

func money(_ cents: Int) -> String {
  let fraction = cents % 100
  return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
