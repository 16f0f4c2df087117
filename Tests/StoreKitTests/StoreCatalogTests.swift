import DarkroomUI
import Foundation
import StoreKit
import Testing

/// The catalogue is one per process, so every test that changes it is in this serialized
/// suite and starts from an empty catalogue.
@MainActor @Suite(.serialized) struct StoreCatalogTests {
  static let pro = Product(id: "pro", type: .nonConsumable, displayName: "Pro", description: "Every feature", price: 9.99)
  static let tip = Product(id: "tip", type: .consumable, displayName: "Tip", price: 0.99)
  static let monthly = Product(
    id: "pro.monthly", type: .autoRenewable, displayName: "Pro Monthly", price: 4.99,
    subscription: .init(
      subscriptionGroupID: "pro.group", subscriptionPeriod: .monthly,
      introductoryOffer: .init(type: .introductory, price: 0, displayPrice: "Free", period: .weekly, periodCount: 1, paymentMode: .freeTrial)))
  static let yearly = Product(
    id: "pro.yearly", type: .autoRenewable, displayName: "Pro Yearly", price: 39.99,
    subscription: .init(subscriptionGroupID: "pro.group", subscriptionPeriod: .yearly))

  init() {
    StoreCatalog.reset()
  }

  @Test func withNothingRegisteredNoProductIsFound() async throws {
    #expect(try await Product.products(for: ["pro", "tip"]).isEmpty)
  }

  @Test func productsComeBackInTheOrderAskedWithMissingOnesLeftOut() async throws {
    StoreCatalog.register([Self.pro, Self.tip, Self.monthly])
    let found = try await Product.products(for: ["pro.monthly", "missing", "pro", "pro.monthly"])
    #expect(found.map(\.id) == ["pro.monthly", "pro"])
    #expect(try await Product.products(for: Set(["tip"])).map(\.displayName) == ["Tip"])
  }

  @Test func registeringAnIdentifierAgainReplacesTheProductInPlace() {
    StoreCatalog.register([Self.pro, Self.tip])
    StoreCatalog.register([Product(id: "pro", type: .nonConsumable, displayName: "Pro Plus", price: 19.99)])
    #expect(StoreCatalog.registeredProducts.map(\.displayName) == ["Pro Plus", "Tip"])
  }

  @Test func pricesAreWrittenInTheProductsCurrency() {
    #expect(Self.pro.displayPrice == "$9.99")
    #expect(Product(id: "e", type: .consumable, displayName: "E", price: 3, currencyCode: "EUR").displayPrice == "€3.00")
    #expect(Product(id: "x", type: .consumable, displayName: "X", price: 1, displayPrice: "1 coin").displayPrice == "1 coin")
  }

  @Test func aPurchaseIsCancelledUnlessTheCatalogueSaysOtherwise() async throws {
    StoreCatalog.register([Self.pro])
    #expect(try await Self.pro.purchase() == .userCancelled)
    StoreCatalog.setPurchaseOutcome(.pending)
    #expect(try await Self.pro.purchase() == .pending)
    StoreCatalog.setPurchaseOutcome(.failed(.notAvailableInStorefront), for: "pro")
    await #expect(throws: StoreKitError.self) { try await Self.pro.purchase() }
    #expect(try await Self.tip.purchase() == .pending, "another product keeps the outcome for all")
    await #expect(throws: Product.PurchaseError.invalidQuantity) { try await Self.tip.purchase(options: [.quantity(0)]) }
  }

  @Test func aSuccessfulPurchaseIsAVerifiedTransactionAndAnEntitlement() async throws {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let token = UUID()
    StoreCatalog.register([Self.pro])
    StoreCatalog.setPurchaseOutcome(.purchased(on: date), for: "pro")
    guard case .success(let verification) = try await Self.pro.purchase(options: [.appAccountToken(token)]) else {
      Issue.record("the purchase did not succeed")
      return
    }
    let transaction = try verification.payloadValue
    #expect(transaction.productID == "pro")
    #expect(transaction.productType == .nonConsumable)
    #expect(transaction.purchaseDate == date)
    #expect(transaction.expirationDate == nil)
    #expect(transaction.appAccountToken == token)
    #expect(await StoreKit.Transaction.currentEntitlement(for: "pro") == verification)
    #expect(await StoreKit.Transaction.latest(for: "pro") == verification)
    #expect(await Self.pro.currentEntitlement == verification)

    var unfinished: [UInt64] = []
    for await update in StoreKit.Transaction.unfinished { unfinished.append(update.unsafePayloadValue.id) }
    #expect(unfinished == [transaction.id])
    await transaction.finish()
    var afterFinishing = 0
    for await _ in StoreKit.Transaction.unfinished { afterFinishing += 1 }
    #expect(afterFinishing == 0)
  }

  @Test func aSubscriptionExpiresOnePeriodAfterItsPurchase() async throws {
    StoreCatalog.register([Self.monthly, Self.yearly])
    let start = Date(timeIntervalSince1970: 1_704_067_200)  // 1 January 2024, UTC
    StoreCatalog.setPurchaseOutcome(.purchased(on: start))
    guard case .success(let verification) = try await Self.monthly.purchase() else {
      Issue.record("the purchase did not succeed")
      return
    }
    let transaction = verification.unsafePayloadValue
    #expect(transaction.expirationDate == Date(timeIntervalSince1970: 1_706_745_600), "1 February 2024")
    #expect(transaction.subscriptionGroupID == "pro.group")
    // Long expired: no entitlement, and the group's status says so.
    #expect(await StoreKit.Transaction.currentEntitlement(for: "pro.monthly") == nil)
    let statuses = try await Product.SubscriptionInfo.status(for: "pro.group")
    #expect(statuses.map(\.state) == [.expired])
    // Once subscribed, the introductory offer is gone.
    let subscription = try #require(Self.monthly.subscription)
    #expect(await subscription.isEligibleForIntroOffer == false)
  }

  @Test func currentEntitlementsLeaveOutConsumablesAndRevokedPurchases() async {
    StoreCatalog.register([Self.pro, Self.tip, Self.monthly])
    let now = Date()
    StoreCatalog.addTransaction(for: "tip", purchaseDate: now)
    StoreCatalog.addTransaction(for: "pro", purchaseDate: now)
    StoreCatalog.addTransaction(for: "pro.monthly", purchaseDate: now, revocationDate: now)
    var entitled: [String] = []
    for await case .verified(let transaction) in StoreKit.Transaction.currentEntitlements { entitled.append(transaction.productID) }
    #expect(entitled == ["pro"])
    var all: [String] = []
    for await verification in StoreKit.Transaction.all { all.append(verification.unsafePayloadValue.productID) }
    #expect(all == ["tip", "pro", "pro.monthly"])
    #expect(await StoreKit.Transaction.latest(for: "pro.monthly")?.unsafePayloadValue.revocationDate == now)
  }

  @Test func transactionsAddedLaterReachUpdatesVerifiedOrNot() async throws {
    StoreCatalog.register([Self.yearly])
    var updates = StoreKit.Transaction.updates.makeAsyncIterator()
    let added = StoreCatalog.addTransaction(for: "pro.yearly", purchaseDate: Date())
    StoreCatalog.addTransaction(for: "pro.yearly", purchaseDate: Date(), isVerified: false)
    let first = try #require(await updates.next())
    #expect(try first.payloadValue == added)
    #expect(added.expirationDate != nil, "a yearly subscription gets an expiration date")
    let second = try #require(await updates.next())
    #expect(throws: VerificationResult<StoreKit.Transaction>.VerificationError.invalidSignature) { try second.payloadValue }
    // Ending the catalogue ends the sequence.
    StoreCatalog.reset()
    #expect(await updates.next() == nil)
  }

  @Test func reviewRequestsAreCountedFromEveryWayOfAsking() {
    struct RateButton: View {
      @Environment(\.requestReview) private var requestReview
      var body: some View { Button("Rate") { requestReview() } }
    }
    _ = RateButton()
    EnvironmentValues().requestReview()
    SKStoreReviewController.requestReview()
    #expect(StoreCatalog.reviewRequestCount == 2)
    StoreCatalog.reset()
    #expect(StoreCatalog.reviewRequestCount == 0)
  }

  @Test func aProductViewShowsTheProductsNameAndPrice() throws {
    StoreCatalog.register([Self.pro])
    let labels = try ImageRenderer(content: ProductView(id: "pro").frame(width: 360)).accessibilityElements().map(\.label)
    #expect(labels.contains("Pro"))
    #expect(labels.contains("Every feature"))
    #expect(labels.contains("$9.99"))
    let bitmap = try ImageRenderer(content: ProductView(id: "pro").frame(width: 360)).render()
    #expect(bitmap.width == 360 && bitmap.height > 20)
  }

  @Test func aProductViewOfAMissingProductDrawsAPlaceholderWithoutText() throws {
    let view = ProductView(id: "nowhere") { Image(systemName: "star") }.frame(width: 360)
    #expect(try ImageRenderer(content: view).accessibilityElements().map(\.label).allSatisfy { !$0.contains("$") })
    let bitmap = try ImageRenderer(content: view).render()
    #expect(bitmap.height >= 48, "the placeholder icon's height")
    // The automatic placeholder icon, a 48-point grey square, stands where the given icon
    // would, with the row's spacing clear after it.
    #expect(bitmap[24, bitmap.height / 2].alpha > 0)
    #expect(bitmap[54, bitmap.height / 2].alpha == 0)
  }

  @Test func aStoreViewListsItsProductsInOrder() throws {
    StoreCatalog.register([Self.pro, Self.tip])
    let labels = try ImageRenderer(content: StoreView(ids: ["tip", "missing", "pro"]).frame(width: 360, height: 400))
      .accessibilityElements().map(\.label)
    let tip = try #require(labels.firstIndex(of: "Tip"))
    let pro = try #require(labels.firstIndex(of: "Pro"))
    #expect(tip < pro)
    #expect(labels.contains("$0.99"))
  }

  @Test func aSubscriptionStoreViewShowsItsGroupsOptionsWithTheirPeriods() throws {
    StoreCatalog.register([Self.pro, Self.monthly, Self.yearly])
    let view = SubscriptionStoreView(groupID: "pro.group") { Text("Go Pro") }
      .subscriptionStoreControlStyle(.buttons)
      .storeButton(.visible, for: .restorePurchases)
      .frame(width: 360)
    let labels = try ImageRenderer(content: view).accessibilityElements().map(\.label)
    #expect(labels.contains("Go Pro"))
    #expect(labels.contains("Pro Monthly") && labels.contains("$4.99 / month"))
    #expect(labels.contains("Pro Yearly") && labels.contains("$39.99 / year"))
    #expect(!labels.contains("Pro"), "a product outside the group is left out")
    let byID = try ImageRenderer(content: SubscriptionStoreView(productIDs: ["pro.yearly"]).frame(width: 360)).accessibilityElements()
    #expect(byID.map(\.label).contains("Pro Yearly") && !byID.map(\.label).contains("Pro Monthly"))
  }
}
