import Foundation
import Synchronization

/// The App Store of a test or preview: the products `Product.products(for:)` finds, what a
/// purchase comes to, and the customer's transactions. Nothing reaches a real store.
///
/// With nothing registered, `products(for:)` answers `[]` and the store views draw their
/// placeholders. A purchase comes to `.userCancelled` unless ``setPurchaseOutcome(_:for:)``
/// says otherwise. The catalogue is shared by the whole process, so tests that change it
/// belong in one serialized suite, each starting with ``reset()``.
///
/// ```swift
/// StoreCatalog.reset()
/// StoreCatalog.register([
///   Product(id: "tip.small", type: .consumable, displayName: "Small Tip", price: 0.99),
///   Product(id: "pro", type: .nonConsumable, displayName: "Pro", price: 9.99),
/// ])
/// StoreCatalog.setPurchaseOutcome(.purchased(on: .now), for: "pro")
/// ```
public enum StoreCatalog {
  /// What buying a product comes to.
  public enum PurchaseOutcome: Sendable {
    /// The customer cancels: `.userCancelled`.
    case userCancelled
    /// The purchase waits for approval: `.pending`.
    case pending
    /// The purchase goes through on `date`: a verified transaction, recorded as an entitlement.
    case purchased(on: Date)
    /// The purchase fails with `error`, which `purchase()` throws.
    case failed(StoreKitError)
  }

  struct State: Sendable {
    var products: [Product] = []
    var outcomes: [Product.ID: PurchaseOutcome] = [:]
    var defaultOutcome = PurchaseOutcome.userCancelled
    var transactions: [VerificationResult<Transaction>] = []
    var finished: Set<UInt64> = []
    var nextTransactionID: UInt64 = 1
    var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
    var reviewRequests = 0

    mutating func takeTransactionID() -> UInt64 {
      defer { nextTransactionID += 1 }
      return nextTransactionID
    }
  }

  static let state = Mutex(State())

  /// Adds products, or replaces registered ones with the same identifier, keeping the order
  /// they were registered in.
  ///
  /// ```swift
  /// StoreCatalog.register([Product(id: "pro", type: .nonConsumable, displayName: "Pro", price: 9.99)])
  /// ```
  public static func register(_ products: [Product]) {
    state.withLock { state in
      for product in products {
        if let index = state.products.firstIndex(where: { $0.id == product.id }) {
          state.products[index] = product
        } else {
          state.products.append(product)
        }
      }
    }
  }

  /// The registered products, in the order they were registered.
  public static var registeredProducts: [Product] {
    state.withLock { $0.products }
  }

  /// Sets what buying a product comes to; with no identifier, what buying any product
  /// without an outcome of its own comes to.
  ///
  /// ```swift
  /// StoreCatalog.setPurchaseOutcome(.pending)
  /// StoreCatalog.setPurchaseOutcome(.purchased(on: Date(timeIntervalSince1970: 0)), for: "pro")
  /// ```
  public static func setPurchaseOutcome(_ outcome: PurchaseOutcome, for productID: Product.ID? = nil) {
    state.withLock { state in
      if let productID { state.outcomes[productID] = outcome } else { state.defaultOutcome = outcome }
    }
  }

  /// Records a transaction made outside the app's purchase call (another device, an approved
  /// Ask to Buy, a restore), and sends it to every `Transaction.updates` being iterated. The
  /// product type is the registered product's, or `.nonConsumable` for an unknown identifier;
  /// a subscription without an expiration date expires one period after `purchaseDate`.
  ///
  /// ```swift
  /// StoreCatalog.addTransaction(for: "pro", purchaseDate: Date(timeIntervalSince1970: 0))
  /// ```
  @discardableResult
  public static func addTransaction(
    for productID: Product.ID, purchaseDate: Date, expirationDate: Date? = nil, revocationDate: Date? = nil, isVerified: Bool = true
  ) -> Transaction {
    let (transaction, listeners) = state.withLock { state in
      let product = state.products.first { $0.id == productID }
      let transaction = makeTransaction(
        id: state.takeTransactionID(), productID: productID, product: product, purchaseDate: purchaseDate,
        expirationDate: expirationDate, revocationDate: revocationDate, options: [])
      let verification: VerificationResult<Transaction> = isVerified ? .verified(transaction) : .unverified(transaction, .invalidSignature)
      state.transactions.append(verification)
      return ((transaction, verification), Array(state.listeners.values))
    }
    // Outside the lock: a continuation may run its termination handler, which takes the lock.
    for listener in listeners { listener.yield(transaction.1) }
    return transaction.0
  }

  /// How many times the app asked for a review, through `requestReview`, `AppStore` or
  /// `SKStoreReviewController`, since the last ``reset()``.
  ///
  /// ```swift
  /// #expect(StoreCatalog.reviewRequestCount == 1)
  /// ```
  public static var reviewRequestCount: Int {
    state.withLock { $0.reviewRequests }
  }

  /// Forgets every product, outcome, transaction and review request, and ends every
  /// `Transaction.updates` sequence being iterated.
  public static func reset() {
    let listeners = state.withLock { state in
      let listeners = Array(state.listeners.values)
      state = State()
      return listeners
    }
    for listener in listeners { listener.finish() }
  }

  // MARK: What the StoreKit types ask

  static func products(withIDs identifiers: some Collection<String>) -> [Product] {
    let products = registeredProducts
    var seen: Set<String> = []
    var found: [Product] = []
    for id in identifiers where seen.insert(id).inserted {
      if let product = products.first(where: { $0.id == id }) { found.append(product) }
    }
    return found
  }

  static func product(id: Product.ID) -> Product? {
    registeredProducts.first { $0.id == id }
  }

  static func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
    for option in options {
      if case .quantity(let quantity) = option.kind, quantity < 1 { throw Product.PurchaseError.invalidQuantity }
    }
    return try state.withLock { state in
      switch state.outcomes[product.id] ?? state.defaultOutcome {
      case .userCancelled: return .userCancelled
      case .pending: return .pending
      case .failed(let error): throw error
      case .purchased(let date):
        let transaction = makeTransaction(
          id: state.takeTransactionID(), productID: product.id, product: product, purchaseDate: date, expirationDate: nil,
          revocationDate: nil, options: options)
        state.transactions.append(.verified(transaction))
        return .success(.verified(transaction))
      }
    }
  }

  static func finish(_ id: UInt64) {
    _ = state.withLock { $0.finished.insert(id) }
  }

  static func allTransactions(unfinishedOnly: Bool) -> [VerificationResult<Transaction>] {
    state.withLock { state in
      unfinishedOnly ? state.transactions.filter { !state.finished.contains($0.unsafePayloadValue.id) } : state.transactions
    }
  }

  static func latestTransaction(for productID: Product.ID) -> VerificationResult<Transaction>? {
    state.withLock { $0.transactions.last { $0.unsafePayloadValue.productID == productID } }
  }

  /// The latest transaction of each product that still entitles the customer, in the order
  /// the products were first bought. Consumables never do.
  static func currentEntitlements(for productID: Product.ID?) -> [VerificationResult<Transaction>] {
    let transactions = allTransactions(unfinishedOnly: false)
    var latest: [String: VerificationResult<Transaction>] = [:]
    var order: [String] = []
    for verification in transactions {
      let transaction = verification.unsafePayloadValue
      guard transaction.productType != .consumable, productID == nil || transaction.productID == productID else { continue }
      if latest[transaction.productID] == nil { order.append(transaction.productID) }
      latest[transaction.productID] = verification
    }
    return order.compactMap { latest[$0] }.filter { $0.unsafePayloadValue.isActive }
  }

  static func currentEntitlement(for productID: Product.ID) -> VerificationResult<Transaction>? {
    currentEntitlements(for: productID).first
  }

  static func hasTransaction(inGroup groupID: String) -> Bool {
    allTransactions(unfinishedOnly: false).contains { $0.unsafePayloadValue.subscriptionGroupID == groupID }
  }

  /// One status per subscription of the group the customer holds a transaction for, from
  /// its latest transaction.
  static func statuses(inGroup groupID: String) -> [Product.SubscriptionInfo.Status] {
    var latest: [String: VerificationResult<Transaction>] = [:]
    var order: [String] = []
    for verification in allTransactions(unfinishedOnly: false) where verification.unsafePayloadValue.subscriptionGroupID == groupID {
      let id = verification.unsafePayloadValue.productID
      if latest[id] == nil { order.append(id) }
      latest[id] = verification
    }
    return order.compactMap { latest[$0] }.map { verification in
      let transaction = verification.unsafePayloadValue
      let state: Product.SubscriptionInfo.RenewalState =
        transaction.revocationDate != nil ? .revoked : (transaction.isActive ? .subscribed : .expired)
      let renewal = Product.SubscriptionInfo.RenewalInfo(
        originalTransactionID: transaction.originalID, currentProductID: transaction.productID, willAutoRenew: state == .subscribed,
        autoRenewPreference: transaction.productID, renewalDate: state == .subscribed ? transaction.expirationDate : nil,
        isInBillingRetry: false, gracePeriodExpirationDate: nil)
      return Product.SubscriptionInfo.Status(state: state, transaction: verification, renewalInfo: .verified(renewal))
    }
  }

  static func listenForUpdates() -> AsyncStream<VerificationResult<Transaction>> {
    let (stream, continuation) = AsyncStream.makeStream(of: VerificationResult<Transaction>.self)
    let id = UUID()
    continuation.onTermination = { _ in
      _ = state.withLock { $0.listeners.removeValue(forKey: id) }
    }
    state.withLock { $0.listeners[id] = continuation }
    return stream
  }

  static func recordReviewRequest() {
    state.withLock { $0.reviewRequests += 1 }
  }

  private static func makeTransaction(
    id: UInt64, productID: Product.ID, product: Product?, purchaseDate: Date, expirationDate: Date?, revocationDate: Date?,
    options: Set<Product.PurchaseOption>
  ) -> Transaction {
    let type = product?.type ?? .nonConsumable
    let period = product?.subscription?.subscriptionPeriod
    var quantity = 1
    var token: UUID?
    for option in options {
      switch option.kind {
      case .quantity(let count): quantity = count
      case .appAccountToken(let value): token = value
      default: break
      }
    }
    return Transaction(
      id: id, originalID: id, productID: productID, productType: type, purchaseDate: purchaseDate, originalPurchaseDate: purchaseDate,
      expirationDate: expirationDate ?? (type == .autoRenewable ? period?.end(from: purchaseDate) : nil), revocationDate: revocationDate,
      revocationReason: revocationDate == nil ? nil : .other, purchasedQuantity: quantity, appAccountToken: token,
      subscriptionGroupID: product?.subscription?.subscriptionGroupID, ownershipType: .purchased, isUpgraded: false)
  }
}
