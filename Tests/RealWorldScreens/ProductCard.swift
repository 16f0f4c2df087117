import SwiftUI

struct Product: Identifiable {
  let id: Int
  let name: String
  let price: Double
  let isNew: Bool
}

struct CardButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(12)
      .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
      .scaleEffectIfPressed(configuration.isPressed)
  }
}

extension View {
  @ViewBuilder func scaleEffectIfPressed(_ pressed: Bool) -> some View {
    if pressed { self.opacity(0.9) } else { self }
  }
}

struct ProductCard: View {
  let product: Product

  var body: some View {
    Button {} label: {
      VStack(alignment: .leading, spacing: 8) {
        RoundedRectangle(cornerRadius: 12)
          .fill(Color.orange.gradient)
          .aspectRatio(1, contentMode: .fit)
          .overlay(alignment: .topLeading) {
            if product.isNew {
              Text("NEW").font(.caption2.bold()).padding(4).background(.red).foregroundColor(.white).cornerRadius(4).padding(8)
            }
          }
        Text(product.name).font(.headline).lineLimit(1)
        Text(product.price, format: .currency(code: "USD")).foregroundColor(.secondary)
      }
    }
    .buttonStyle(CardButtonStyle())
  }
}

struct ProductGrid: View {
  let products = [
    Product(id: 1, name: "Lemon Cake", price: 4.25, isNew: true), Product(id: 2, name: "Oat Milk", price: 1.99, isNew: false),
    Product(id: 3, name: "Green Tea", price: 3.5, isNew: false), Product(id: 4, name: "Croissant", price: 2.75, isNew: true),
  ]
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
        ForEach(products) { ProductCard(product: $0) }
      }
      .padding()
    }
  }
}
