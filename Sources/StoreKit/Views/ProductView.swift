import DarkroomViews

/// One In-App Purchase, merchandised (developer.apple.com/documentation/storekit/productview).
/// A snapshot draws it at once from ``StoreCatalog``: a row with the icon, the product's
/// name and description, and its price on a prominent button. A product the catalogue does
/// not know is drawn as a placeholder row, as the view looks while it loads.
///
/// ```swift
/// StoreCatalog.register([Product(id: "pro", type: .nonConsumable, displayName: "Pro", price: 9.99)])
/// ProductView(id: "pro") { Image(systemName: "crown") }
/// ```
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
  let productID: Product.ID
  let product: Product?
  let icon: Icon
  let placeholderIcon: PlaceholderIcon

  /// A view of the catalogue's product with this identifier.
  public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
    self.init(productID: productID, product: nil, icon: EmptyView(), placeholderIcon: EmptyView())
  }

  /// A view of the catalogue's product with this identifier, with an icon.
  public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
  where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    self.init(productID: productID, product: nil, icon: icon(), placeholderIcon: AutomaticProductPlaceholderIcon())
  }

  /// A view of the catalogue's product with this identifier, with an icon and a placeholder icon.
  public init(
    id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
    @ViewBuilder placeholderIcon: () -> PlaceholderIcon
  ) {
    self.init(productID: productID, product: nil, icon: icon(), placeholderIcon: placeholderIcon())
  }

  /// A view of a product already loaded.
  public init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
    self.init(productID: product.id, product: product, icon: EmptyView(), placeholderIcon: EmptyView())
  }

  /// A view of a product already loaded, with an icon.
  public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
    self.init(productID: product.id, product: product, icon: icon(), placeholderIcon: EmptyView())
  }

  private init(productID: Product.ID, product: Product?, icon: Icon, placeholderIcon: PlaceholderIcon) {
    self.productID = productID
    self.product = product
    self.icon = icon
    self.placeholderIcon = placeholderIcon
  }

  public var body: some View {
    if let product = product ?? StoreCatalog.product(id: productID) {
      StoreProductRow(product: product, icon: icon)
    } else {
      StorePlaceholderRow(icon: placeholderIcon)
    }
  }
}
