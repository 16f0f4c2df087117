import DarkroomUIKit
import DarkroomViews
import Foundation

/// An In-App Purchase as StoreKit describes it (developer.apple.com/documentation/storekit/product).
/// On Linux no App Store answers, so products come from ``StoreCatalog``: a test or preview
/// registers the products the screen shows, and `products(for:)` returns those it asks for.
///
/// ```swift
/// let products = try await Product.products(for: ["pro.monthly", "pro.yearly"])
/// for product in products { print(product.displayName, product.displayPrice) }
/// ```
public struct Product: Identifiable, Hashable, Sendable {
  /// A product's identifier, as App Store Connect names it.
  public typealias ID = String

  /// The product's identifier.
  public let id: Product.ID
  /// What kind of purchase the product is.
  public let type: Product.ProductType
  /// The product's name, as the store shows it.
  public let displayName: String
  /// The product's description, as the store shows it.
  public let description: String
  /// The price, in the currency of `priceFormatStyle`.
  public let price: Decimal
  /// The price written for people, such as "$4.99".
  public let displayPrice: String
  /// Whether family members share the purchase.
  public let isFamilyShareable: Bool
  /// The subscription's period, offers and group; `nil` unless the product is an
  /// auto-renewable subscription.
  public let subscription: Product.SubscriptionInfo?
  /// The format style that writes amounts in the product's currency.
  public let priceFormatStyle: Decimal.FormatStyle.Currency

  /// A product for a test or a preview, to register with ``StoreCatalog``. Without a
  /// `displayPrice`, the price is written in `currencyCode` for US English, so snapshots do
  /// not depend on the machine's locale.
  ///
  /// ```swift
  /// let monthly = Product(
  ///   id: "pro.monthly", type: .autoRenewable, displayName: "Pro Monthly", price: 4.99,
  ///   subscription: .init(subscriptionGroupID: "pro", subscriptionPeriod: .init(unit: .month, value: 1)))
  /// StoreCatalog.register([monthly])
  /// ```
  public init(
    id: Product.ID, type: Product.ProductType, displayName: String, description: String = "", price: Decimal,
    displayPrice: String? = nil, currencyCode: String = "USD", isFamilyShareable: Bool = false,
    subscription: Product.SubscriptionInfo? = nil
  ) {
    self.id = id
    self.type = type
    self.displayName = displayName
    self.description = description
    self.price = price
    self.isFamilyShareable = isFamilyShareable
    self.subscription = subscription
    priceFormatStyle = Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: "en_US"))
    self.displayPrice = displayPrice ?? price.formatted(priceFormatStyle)
  }

  /// The registered products with these identifiers, in the order asked, each once;
  /// identifiers the catalogue does not know are left out, as the App Store leaves out
  /// products it cannot find. With nothing registered, the answer is empty.
  ///
  /// ```swift
  /// let products = try await Product.products(for: ["tip.small", "tip.large"])
  /// ```
  public static func products(for identifiers: some Collection<String>) async throws -> [Product] {
    StoreCatalog.products(withIDs: identifiers)
  }

  /// Buys the product: the outcome ``StoreCatalog`` was told for it, `.userCancelled` unless
  /// told otherwise. A successful purchase is recorded as a transaction that
  /// `Transaction.currentEntitlements` and `Transaction.all` then list; like StoreKit, it
  /// is not sent to `Transaction.updates`.
  ///
  /// ```swift
  /// switch try await product.purchase() {
  /// case .success(let verification): await (try verification.payloadValue).finish()
  /// case .userCancelled, .pending: break
  /// }
  /// ```
  public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
    try StoreCatalog.purchase(self, options: options)
  }

  /// Buys the product, confirming in a scene; the same as `purchase(options:)`.
  public func purchase(confirmIn scene: UIScene, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
    try StoreCatalog.purchase(self, options: options)
  }

  /// The transaction that entitles the customer to the product, if any.
  public var currentEntitlement: VerificationResult<Transaction>? {
    get async { StoreCatalog.currentEntitlement(for: id) }
  }

  /// The customer's latest transaction for the product, if any.
  public var latestTransaction: VerificationResult<Transaction>? {
    get async { StoreCatalog.latestTransaction(for: id) }
  }
}

extension Product {
  /// The kinds of In-App Purchase.
  ///
  /// ```swift
  /// let tips = products.filter { $0.type == .consumable }
  /// ```
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bought again and again, such as coins.
    public static let consumable = ProductType(rawValue: "Consumable")
    /// Bought once and kept, such as a level.
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    /// A subscription that renews until cancelled.
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    /// A subscription for a fixed time.
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
  }
}
