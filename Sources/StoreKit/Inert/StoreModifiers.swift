import DarkroomViews
import Foundation

/// StoreKit's view modifiers for purchases and entitlements, accepted so that store screens
/// compile unchanged: a snapshot buys nothing and runs no task, so none changes the picture.

nonisolated extension View {
  /// Accepted and ignored: every product view is drawn as one row, whatever the style.
  ///
  /// ```swift
  /// ProductView(id: "pro").productViewStyle(.compact)
  /// ```
  public func productViewStyle(_ style: some ProductViewStyle) -> some View { self }

  /// Accepted and ignored: a store view draws no extra buttons.
  ///
  /// ```swift
  /// StoreView(ids: ids).storeButton(.visible, for: .restorePurchases, .cancellation)
  /// ```
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }

  /// Accepted and ignored: subscription options are drawn as rows, whatever the style.
  ///
  /// ```swift
  /// SubscriptionStoreView(groupID: "pro").subscriptionStoreControlStyle(.prominentPicker)
  /// ```
  public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }

  /// Accepted and ignored: a subscription store view draws no policy links.
  ///
  /// ```swift
  /// SubscriptionStoreView(groupID: "pro").subscriptionStorePolicyDestination(url: termsURL, for: .termsOfService)
  /// ```
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }

  /// Accepted and ignored: a subscription store view draws no policy links, so the view a
  /// link would show is never made.
  public func subscriptionStorePolicyDestination<Destination: View>(
    for policy: SubscriptionStorePolicyKind, @ViewBuilder destination: () -> Destination
  ) -> some View { self }

  /// Accepted and ignored: no purchase starts in a snapshot, so the action never runs.
  ///
  /// ```swift
  /// StoreView(ids: ids).onInAppPurchaseStart { product in analytics.log(product.id) }
  /// ```
  public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }

  /// Accepted and ignored: no purchase completes in a snapshot, so the action never runs.
  ///
  /// ```swift
  /// StoreView(ids: ids).onInAppPurchaseCompletion { product, result in await handle(result) }
  /// ```
  public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View {
    self
  }

  /// Accepted and ignored: no task runs in a snapshot, so the view keeps the state it was
  /// built with; read `Transaction.currentEntitlement(for:)` in a test instead.
  ///
  /// ```swift
  /// .currentEntitlementTask(for: "pro") { state in isPro = state.transaction != nil }
  /// ```
  public func currentEntitlementTask(
    for productID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
  ) -> some View { self }

  /// Accepted and ignored: no task runs in a snapshot, so the view keeps the state it was
  /// built with; read `Product.SubscriptionInfo.status(for:)` in a test instead.
  ///
  /// ```swift
  /// .subscriptionStatusTask(for: "pro") { state in statuses = state.value ?? [] }
  /// ```
  public func subscriptionStatusTask(
    for groupID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
  ) -> some View { self }

  /// Accepted and ignored: the system's subscription management sheet is never shown.
  ///
  /// ```swift
  /// .manageSubscriptionsSheet(isPresented: $showsManagement)
  /// ```
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

  /// Accepted and ignored: the system's offer code sheet is never shown.
  ///
  /// ```swift
  /// .offerCodeRedemption(isPresented: $redeeming) { result in print(result) }
  /// ```
  public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
    self
  }
}

/// The policies a subscription store view links to
/// (developer.apple.com/documentation/storekit/subscriptionstorepolicykind).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  /// The app's privacy policy.
  public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
  /// The app's terms of service.
  public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}
