import DarkroomViews

/// One product as the store views draw it: its icon, name and description, and its price
/// on a prominent button.
struct StoreProductRow<Icon: View>: View {
  let product: Product
  let icon: Icon

  var body: some View {
    HStack(spacing: 12) {
      icon
      VStack(alignment: .leading, spacing: 2) {
        Text(verbatim: product.displayName).font(.headline)
        if !product.description.isEmpty {
          Text(verbatim: product.description).font(.subheadline).foregroundStyle(.secondary)
        }
      }
      Spacer(minLength: 8)
      Button(action: {}) { Text(verbatim: product.displayPrice) }.buttonStyle(.borderedProminent)
    }
  }
}

/// A product that is not in the catalogue: the placeholder icon and grey bars where the
/// name and price would be, as a store view looks while it loads.
struct StorePlaceholderRow<Icon: View>: View {
  let icon: Icon

  var body: some View {
    HStack(spacing: 12) {
      icon
      VStack(alignment: .leading, spacing: 6) {
        RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 120, height: 14)
        RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.2)).frame(width: 80, height: 10)
      }
      Spacer(minLength: 8)
      Capsule().fill(Color.gray.opacity(0.3)).frame(width: 64, height: 28)
    }
  }
}

/// One subscription option: its name, and its price for its period.
struct SubscriptionOptionRow: View {
  let product: Product

  var body: some View {
    HStack {
      Text(verbatim: product.displayName).font(.headline)
      Spacer(minLength: 8)
      Text(verbatim: price).foregroundStyle(.secondary)
    }
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.4), lineWidth: 1))
  }

  private var price: String {
    guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
    return "\(product.displayPrice) / \(period.spelledOut)"
  }
}

/// The icon a product view shows while its product loads: a grey rounded square.
///
/// ```swift
/// ProductView(id: "pro") { Image(systemName: "star") }  // placeholder: AutomaticProductPlaceholderIcon
/// ```
public struct AutomaticProductPlaceholderIcon: View {
  public var body: some View {
    RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.3)).frame(width: 48, height: 48)
  }
}
