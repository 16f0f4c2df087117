import DarkroomViews

/// A store of a subscription group's options
/// (developer.apple.com/documentation/storekit/subscriptionstoreview): the marketing
/// content, one row per subscription (its name, and its price for its period) in the order
/// the catalogue holds them, and a Subscribe button. The automatic marketing content draws
/// nothing.
///
/// ```swift
/// SubscriptionStoreView(groupID: "pro") {
///   VStack { Image(systemName: "sparkles"); Text("Go Pro") }
/// }
/// ```
public struct SubscriptionStoreView<Content: View>: View {
  let options: () -> [Product]
  let content: Content

  /// The catalogue's subscriptions of a group, with automatic marketing content.
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all)
  where Content == AutomaticSubscriptionStoreMarketingContent {
    self.init(groupID: groupID, visibleRelationships: visibleRelationships) { AutomaticSubscriptionStoreMarketingContent() }
  }

  /// The catalogue's subscriptions of a group, with marketing content of the app's own.
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
    options = { StoreCatalog.registeredProducts.filter { $0.subscription?.subscriptionGroupID == groupID } }
    content = marketingContent()
  }

  /// The catalogue's subscriptions with these identifiers, with automatic marketing content.
  public init(productIDs: some Collection<String>) where Content == AutomaticSubscriptionStoreMarketingContent {
    self.init(productIDs: productIDs) { AutomaticSubscriptionStoreMarketingContent() }
  }

  /// The catalogue's subscriptions with these identifiers, with marketing content of the app's own.
  public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
    let ids = Array(productIDs)
    options = { StoreCatalog.products(withIDs: ids) }
    content = marketingContent()
  }

  /// Subscriptions already loaded, with automatic marketing content.
  public init(subscriptions: some Collection<Product>) where Content == AutomaticSubscriptionStoreMarketingContent {
    self.init(subscriptions: subscriptions) { AutomaticSubscriptionStoreMarketingContent() }
  }

  /// Subscriptions already loaded, with marketing content of the app's own.
  public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
    let products = Array(subscriptions)
    options = { products }
    content = marketingContent()
  }

  public var body: some View {
    let shown = options()
    VStack(spacing: 16) {
      content
      VStack(spacing: 8) {
        ForEach(shown) { product in SubscriptionOptionRow(product: product) }
      }
      if !shown.isEmpty {
        Button(action: {}) { Text(verbatim: "Subscribe").frame(maxWidth: .infinity) }.buttonStyle(.borderedProminent)
      }
    }
    .padding()
  }
}

/// The marketing content a subscription store view shows when given none: nothing, here.
public struct AutomaticSubscriptionStoreMarketingContent: View {
  public var body: some View { EmptyView() }
}
