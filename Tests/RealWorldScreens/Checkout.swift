import SwiftUI

struct CheckoutSummary: View {
  let items: [(String, Double)] = [("Green tea", 7.0), ("Lemon cake", 4.25), ("Oat milk", 1.99)]

  var subtotal: Double { items.map(\.1).reduce(0, +) }

  var body: some View {
    Form {
      Section("Items") {
        ForEach(items, id: \.0) { item in
          LabeledContent(item.0, value: String(format: "$%.2f", item.1))
        }
      }
      Section {
        LabeledContent("Subtotal", value: String(format: "$%.2f", subtotal))
        LabeledContent("Tax", value: String(format: "$%.2f", subtotal * 0.08))
        HStack {
          Text("Total").bold()
          Spacer()
          Text(String(format: "$%.2f", subtotal * 1.08)).bold()
        }
      }
      Section {
        Button("Pay Now") {}.frame(maxWidth: .infinity)
      }
    }
  }
}
