import Foundation

extension Product {
  /// What a purchase came to.
  ///
  /// ```swift
  /// if case .success(.verified(let transaction)) = try await product.purchase() {
  ///   await transaction.finish()
  /// }
  /// ```
  public enum PurchaseResult: Hashable, Sendable {
    /// The purchase went through; the transaction is checked or not.
    case success(VerificationResult<Transaction>)
    /// The customer cancelled.
    case userCancelled
    /// The purchase waits for approval (Ask to Buy) or an action; it arrives later on
    /// `Transaction.updates`.
    case pending
  }

  /// Something a purchase is made with: an account token, a quantity, or a custom value.
  ///
  /// ```swift
  /// try await product.purchase(options: [.appAccountToken(accountID), .quantity(2)])
  /// ```
  public struct PurchaseOption: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case appAccountToken(UUID)
      case quantity(Int)
      case simulatesAskToBuy(Bool)
      case promotionalOffer(String)
      case custom(String, String)
    }

    let kind: Kind

    /// Ties the purchase to an account of the app's own; the transaction carries the token.
    public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(kind: .appAccountToken(token)) }
    /// Buys several of a consumable; the transaction's `purchasedQuantity`.
    public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(kind: .quantity(quantity)) }
    /// Asks for approval in the sandbox; accepted, the catalogue's outcome decides.
    public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
      PurchaseOption(kind: .simulatesAskToBuy(simulatesAskToBuy))
    }
    /// A signed promotional offer; accepted, no price changes.
    public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
      PurchaseOption(kind: .promotionalOffer(offerID))
    }
    /// A custom value; accepted.
    public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(kind: .custom(key, value)) }
  }

  /// Why a purchase could not start.
  ///
  /// ```swift
  /// catch Product.PurchaseError.invalidQuantity { showQuantityError() }
  /// ```
  public enum PurchaseError: Error, Hashable, Sendable {
    case invalidQuantity
    case productUnavailable
    case purchaseNotAllowed
    case ineligibleForOffer
    case invalidOfferIdentifier
    case invalidOfferPrice
    case invalidOfferSignature
    case missingOfferParameters
  }
}
