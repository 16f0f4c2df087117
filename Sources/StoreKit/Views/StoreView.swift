import DarkroomViews

/// A store of several In-App Purchases (developer.apple.com/documentation/storekit/storeview):
/// one product row each, in the order given, as `ProductView` draws them. Identifiers the
/// catalogue does not know are left out, as the App Store leaves out products it cannot find.
///
/// ```swift
/// StoreView(ids: ["tip.small", "tip.medium", "tip.large"])
/// ```
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
  let productIDs: [Product.ID]
  let products: [Product]?
  let icon: (Product) -> Icon

  /// A store of the catalogue's products with these identifiers.
  public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false)
  where Icon == EmptyView, PlaceholderIcon == EmptyView {
    self.init(productIDs: Array(productIDs), products: nil) { _ in EmptyView() }
  }

  /// A store of the catalogue's products with these identifiers, each with an icon.
  public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
  where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    self.init(productIDs: Array(productIDs), products: nil, icon: icon)
  }

  /// A store of the catalogue's products with these identifiers, each with an icon and a
  /// placeholder icon (never drawn: a missing product is left out).
  public init(
    ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon,
    @ViewBuilder placeholderIcon: () -> PlaceholderIcon
  ) {
    self.init(productIDs: Array(productIDs), products: nil, icon: icon)
  }

  /// A store of products already loaded.
  public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
    self.init(productIDs: products.map(\.id), products: Array(products)) { _ in EmptyView() }
  }

  /// A store of products already loaded, each with an icon.
  public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = true, @ViewBuilder icon: @escaping (Product) -> Icon)
  where PlaceholderIcon == EmptyView {
    self.init(productIDs: products.map(\.id), products: Array(products), icon: icon)
  }

  private init(productIDs: [Product.ID], products: [Product]?, icon: @escaping (Product) -> Icon) {
    self.productIDs = productIDs
    self.products = products
    self.icon = icon
  }

  public var body: some View {
    let shown = products ?? StoreCatalog.products(withIDs: productIDs)
    ScrollView {
      VStack(spacing: 16) {
        ForEach(shown) { product in
          StoreProductRow(product: product, icon: icon(product))
        }
      }
      .padding()
    }
  }
}
