import DarkroomUIKit
import DarkroomViews
import Foundation

/// The App Store's app-wide calls (developer.apple.com/documentation/storekit/appstore):
/// syncing, review requests and the system's subscription sheets. Nothing is shown in a
/// snapshot; review requests are counted in `StoreCatalog.reviewRequestCount`.
///
/// ```swift
/// Button("Restore Purchases") { Task { try? await AppStore.sync() } }
/// ```
public enum AppStore {
  /// Whether the customer may pay: always, here.
  public static var canMakePayments: Bool { true }

  /// Syncs transactions with the App Store, as a Restore Purchases button does; the
  /// catalogue is already the whole history, so nothing changes.
  public static func sync() async throws {}

  /// Asks for a rating; counted, nothing is shown.
  ///
  /// ```swift
  /// if let scene = view.window?.windowScene { AppStore.requestReview(in: scene) }
  /// ```
  public static func requestReview(in scene: UIWindowScene) {
    StoreCatalog.recordReviewRequest()
  }

  /// Shows the subscription management sheet; nothing is shown.
  public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

  /// Shows the offer code sheet; nothing is shown.
  public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {}
}

/// The older way to ask for a rating, as StoreKit keeps it
/// (developer.apple.com/documentation/storekit/skstorereviewcontroller). Counted in
/// `StoreCatalog.reviewRequestCount`; nothing is shown.
///
/// ```swift
/// SKStoreReviewController.requestReview()
/// ```
open class SKStoreReviewController: NSObject {
  /// Asks for a rating; counted.
  open class func requestReview() {
    StoreCatalog.recordReviewRequest()
  }

  /// Asks for a rating in a scene; counted.
  open class func requestReview(in windowScene: UIWindowScene) {
    StoreCatalog.recordReviewRequest()
  }
}

/// The errors StoreKit's calls throw (developer.apple.com/documentation/storekit/storekiterror).
///
/// ```swift
/// do { _ = try await product.purchase() } catch StoreKitError.userCancelled { }
/// ```
public enum StoreKitError: Error, LocalizedError {
  case unknown
  case userCancelled
  case networkError(URLError)
  case systemError(any Error)
  case notAvailableInStorefront
  case notEntitled
  case unsupported

  public var errorDescription: String? {
    switch self {
    case .unknown: "An unknown error occurred."
    case .userCancelled: "The purchase was cancelled."
    case .networkError(let error): "The App Store could not be reached (\(error.code.rawValue))."
    case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
    case .notAvailableInStorefront: "The product is not available in this storefront."
    case .notEntitled: "The app is not entitled to this feature."
    case .unsupported: "This is not supported."
    }
  }
}
