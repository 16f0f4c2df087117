import Foundation

/// A purchase the customer made (developer.apple.com/documentation/storekit/transaction).
/// Transactions here are the ones ``StoreCatalog`` holds: those a successful `purchase()`
/// recorded and those a test added with `StoreCatalog.addTransaction(for:purchaseDate:)`.
///
/// ```swift
/// for await verification in Transaction.currentEntitlements {
///   if case .verified(let transaction) = verification { unlocked.insert(transaction.productID) }
/// }
/// ```
public struct Transaction: Identifiable, Hashable, Sendable {
  /// The transaction's identifier.
  public let id: UInt64
  /// The identifier of the first transaction of a subscription or restored purchase.
  public let originalID: UInt64
  /// The product bought.
  public let productID: String
  /// What kind of product was bought.
  public let productType: Product.ProductType
  /// When the product was bought.
  public let purchaseDate: Date
  /// When the first transaction of the purchase was made.
  public let originalPurchaseDate: Date
  /// When the subscription ends; `nil` for products that do not expire.
  public let expirationDate: Date?
  /// When the App Store refunded or revoked the purchase; `nil` unless it did.
  public let revocationDate: Date?
  /// Why the purchase was revoked, if it was.
  public let revocationReason: Transaction.RevocationReason?
  /// How many were bought.
  public let purchasedQuantity: Int
  /// The app's own account token, from the `.appAccountToken` purchase option.
  public let appAccountToken: UUID?
  /// The subscription's group, for subscriptions.
  public let subscriptionGroupID: String?
  /// Whether the customer bought it or a family member shares it.
  public let ownershipType: Transaction.OwnershipType
  /// Whether a higher subscription of the group replaced this one.
  public let isUpgraded: Bool

  /// Tells the App Store the app delivered the purchase; `Transaction.unfinished` then
  /// leaves it out.
  public func finish() async {
    StoreCatalog.finish(id)
  }

  /// The latest transaction for each product the customer is entitled to: non-consumables
  /// and subscriptions that are neither revoked nor expired.
  public static var currentEntitlements: Transaction.Transactions {
    Transactions(source: .snapshot { StoreCatalog.currentEntitlements(for: nil) })
  }

  /// The customer's entitlements to one product.
  public static func currentEntitlements(for productID: String) -> Transaction.Transactions {
    Transactions(source: .snapshot { StoreCatalog.currentEntitlements(for: productID) })
  }

  /// Every transaction, oldest first.
  public static var all: Transaction.Transactions {
    Transactions(source: .snapshot { StoreCatalog.allTransactions(unfinishedOnly: false) })
  }

  /// The transactions the app has not finished yet, oldest first.
  public static var unfinished: Transaction.Transactions {
    Transactions(source: .snapshot { StoreCatalog.allTransactions(unfinishedOnly: true) })
  }

  /// Transactions that arrive while the app runs, such as an approved Ask to Buy purchase or
  /// one made on another device: here, those a test adds with `StoreCatalog.addTransaction`
  /// after iteration starts. The sequence ends when `StoreCatalog.reset()` is called or the
  /// iterating task is cancelled.
  ///
  /// ```swift
  /// Task { for await update in Transaction.updates { await handle(update) } }
  /// ```
  public static var updates: Transaction.Transactions {
    Transactions(source: .updates)
  }

  /// The customer's latest transaction for a product, or `nil` if they never bought it.
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
    StoreCatalog.latestTransaction(for: productID)
  }

  /// The transaction that entitles the customer to a product, or `nil` if none does.
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
    StoreCatalog.currentEntitlement(for: productID)
  }

  /// Whether the entitlement is current: not revoked, and not past its expiration date.
  var isActive: Bool {
    revocationDate == nil && (expirationDate.map { $0 > Date() } ?? true)
  }
}

extension Transaction {
  /// Why the App Store revoked a purchase.
  public struct RevocationReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let developerIssue = RevocationReason(rawValue: 1)
    public static let other = RevocationReason(rawValue: 0)
  }

  /// Whether the customer owns a purchase or a family member shares it.
  public struct OwnershipType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let purchased = OwnershipType(rawValue: "PURCHASED")
    public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
  }

  /// An asynchronous sequence of transactions, each with its verification result.
  ///
  /// ```swift
  /// for await case .verified(let transaction) in Transaction.all { history.append(transaction) }
  /// ```
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    public typealias Failure = Never

    enum Source: Sendable {
      /// The transactions as they are when iteration starts.
      case snapshot(@Sendable () -> [Element])
      /// Transactions added after iteration starts.
      case updates
    }

    let source: Source

    public func makeAsyncIterator() -> AsyncIterator {
      switch source {
      case .snapshot(let read): AsyncIterator(pending: read()[...], stream: nil)
      case .updates: AsyncIterator(pending: [], stream: StoreCatalog.listenForUpdates().makeAsyncIterator())
      }
    }

    /// Reads a sequence's transactions one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
      public typealias Element = VerificationResult<Transaction>
      public typealias Failure = Never

      var pending: ArraySlice<Element>
      var stream: AsyncStream<Element>.Iterator?

      public mutating func next() async -> Element? {
        if let first = pending.popFirst() { return first }
        guard var iterator = stream else { return nil }
        let element = await iterator.next()
        stream = iterator
        return element
      }
    }
  }
}
