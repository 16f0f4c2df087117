import DarkroomViews

/// How a `ProductView` is laid out (developer.apple.com/documentation/storekit/productviewstyle).
/// The built-in styles are accepted so that code choosing one compiles; the stand-in draws
/// every product view as one row (see `ProductView`).
///
/// ```swift
/// ProductView(id: "pro").productViewStyle(.large)
/// ```
public protocol ProductViewStyle {
  /// What a custom style's `makeBody(configuration:)` is given.
  typealias Configuration = ProductViewStyleConfiguration
}

/// What a product view style is given: the product's loading state and its icon.
public struct ProductViewStyleConfiguration {
  /// Where loading the product stands.
  public enum State {
    case loading
    case unavailable
    case success(Product)
    case failure(any Error)
  }

  /// The product view's icon, as a view.
  public struct Icon: View {
    public var body: some View { EmptyView() }
  }

  /// The product, once loaded.
  public let product: Product?
  /// Where loading the product stands.
  public let state: State
  /// The product view's icon.
  public let icon: Icon
  /// Whether the customer is entitled to the product.
  public let hasCurrentEntitlement: Bool

  /// Buys the product; accepted, nothing is bought from a style.
  public func purchase() {}
}

public struct AutomaticProductViewStyle: ProductViewStyle {}
public struct CompactProductViewStyle: ProductViewStyle {}
public struct RegularProductViewStyle: ProductViewStyle {}
public struct LargeProductViewStyle: ProductViewStyle {}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
  public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
  public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
  public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
  public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// How a `SubscriptionStoreView` shows its options
/// (developer.apple.com/documentation/storekit/subscriptionstorecontrolstyle). The built-in
/// styles are accepted; the stand-in draws the options as rows.
///
/// ```swift
/// SubscriptionStoreView(groupID: "pro").subscriptionStoreControlStyle(.buttons)
/// ```
public protocol SubscriptionStoreControlStyle {}

public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
public struct CompactPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
  public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
  public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
  public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
  public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { ProminentPickerSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == CompactPickerSubscriptionStoreControlStyle {
  public static var compactPicker: CompactPickerSubscriptionStoreControlStyle { CompactPickerSubscriptionStoreControlStyle() }
}

/// The extra buttons a store view may show, for `storeButton(_:for:)`.
///
/// ```swift
/// StoreView(ids: ids).storeButton(.visible, for: .restorePurchases)
/// ```
public struct StoreButtonKind: Hashable, Sendable {
  let name: String
  public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation") }
  public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases") }
  public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode") }
  public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn") }
  public static var policies: StoreButtonKind { StoreButtonKind(name: "policies") }
}

/// Where an entitlement task stands, as `currentEntitlementTask(for:)` and
/// `subscriptionStatusTask(for:)` report it.
///
/// ```swift
/// .currentEntitlementTask(for: "pro") { state in isPro = state.transaction != nil }
/// ```
public enum EntitlementTaskState<Value> {
  case loading
  case failure(any Error)
  case success(Value)

  /// The value, once loaded.
  public var value: Value? {
    if case .success(let value) = self { return value }
    return nil
  }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
  /// The transaction, once loaded, if the customer is entitled.
  public var transaction: VerificationResult<Transaction>? {
    if case .success(let transaction) = self { return transaction }
    return nil
  }
}
