import Foundation

extension Product {
  /// An auto-renewable subscription's group, period and offers
  /// (developer.apple.com/documentation/storekit/product/subscriptioninfo).
  ///
  /// ```swift
  /// if let subscription = product.subscription, await subscription.isEligibleForIntroOffer,
  ///   let offer = subscription.introductoryOffer {
  ///   Text("\(offer.displayPrice) for the first \(offer.period.value) \(offer.period.unit)")
  /// }
  /// ```
  public struct SubscriptionInfo: Hashable, Sendable {
    /// The identifier of the group the subscription belongs to.
    public let subscriptionGroupID: String
    /// How long one period of the subscription lasts.
    public let subscriptionPeriod: Product.SubscriptionPeriod
    /// The offer for new subscribers, if any.
    public let introductoryOffer: Product.SubscriptionOffer?
    /// The offers for existing and lapsed subscribers.
    public let promotionalOffers: [Product.SubscriptionOffer]
    /// The subscription's level in its group: 1 is the highest.
    public let groupLevel: Int
    /// The group's name, as the store shows it.
    public let groupDisplayName: String
    let eligibleForIntroOffer: Bool

    /// Subscription details for a product a test or preview registers; `isEligibleForIntroOffer`
    /// answers `isEligibleForIntroOffer`.
    ///
    /// ```swift
    /// let info = Product.SubscriptionInfo(
    ///   subscriptionGroupID: "pro", subscriptionPeriod: .init(unit: .year, value: 1),
    ///   introductoryOffer: .init(type: .introductory, price: 0, displayPrice: "Free", period: .init(unit: .week, value: 1), periodCount: 1, paymentMode: .freeTrial))
    /// ```
    public init(
      subscriptionGroupID: String, subscriptionPeriod: Product.SubscriptionPeriod, introductoryOffer: Product.SubscriptionOffer? = nil,
      promotionalOffers: [Product.SubscriptionOffer] = [], groupLevel: Int = 1, groupDisplayName: String = "",
      isEligibleForIntroOffer: Bool = true
    ) {
      self.subscriptionGroupID = subscriptionGroupID
      self.subscriptionPeriod = subscriptionPeriod
      self.introductoryOffer = introductoryOffer
      self.promotionalOffers = promotionalOffers
      self.groupLevel = groupLevel
      self.groupDisplayName = groupDisplayName
      eligibleForIntroOffer = isEligibleForIntroOffer
    }

    /// Whether the customer may take the introductory offer: as registered, and never once
    /// they hold a transaction for a subscription of the group.
    public var isEligibleForIntroOffer: Bool {
      get async { eligibleForIntroOffer && !StoreCatalog.hasTransaction(inGroup: subscriptionGroupID) }
    }

    /// Whether the customer may take the introductory offer of a group's subscriptions.
    public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
      let offered = StoreCatalog.registeredProducts.contains { $0.subscription?.subscriptionGroupID == groupID && $0.subscription?.eligibleForIntroOffer == true }
      return offered && !StoreCatalog.hasTransaction(inGroup: groupID)
    }

    /// The customer's status in the subscription's group: one entry per subscription held.
    public var status: [Product.SubscriptionInfo.Status] {
      get async throws { StoreCatalog.statuses(inGroup: subscriptionGroupID) }
    }

    /// The customer's status in a subscription group: one entry per subscription held.
    public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
      StoreCatalog.statuses(inGroup: groupID)
    }
  }

  /// A length of time a subscription or an offer lasts: a number of days, weeks, months or years.
  ///
  /// ```swift
  /// if product.subscription?.subscriptionPeriod.unit == .year { Text("Best value") }
  /// ```
  public struct SubscriptionPeriod: Hashable, Sendable {
    /// The unit of time.
    public let unit: Product.SubscriptionPeriod.Unit
    /// How many units.
    public let value: Int

    /// A period of `value` units, for products a test or preview registers.
    public init(unit: Product.SubscriptionPeriod.Unit, value: Int) {
      self.unit = unit
      self.value = value
    }

    public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
    public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
    public static let everyTwoMonths = SubscriptionPeriod(unit: .month, value: 2)
    public static let everyThreeMonths = SubscriptionPeriod(unit: .month, value: 3)
    public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
    public static let yearly = SubscriptionPeriod(unit: .year, value: 1)

    /// The units of a period.
    public enum Unit: Hashable, Sendable, CaseIterable {
      case day, week, month, year

      /// The unit's name in English, as "Month".
      public var localizedDescription: String {
        switch self {
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .year: "Year"
        }
      }

      var component: Calendar.Component {
        switch self {
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        case .year: .year
        }
      }
    }

    /// The period in words, as "month" or "3 months", for the store views' rows.
    var spelledOut: String {
      let name = unit.localizedDescription.lowercased()
      return value == 1 ? name : "\(value) \(name)s"
    }

    /// The end of a period that starts at `date`, in UTC so that it is the same on every machine.
    func end(from date: Date) -> Date? {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
      return calendar.date(byAdding: unit.component, value: value, to: date)
    }
  }

  /// A subscription offer: introductory, promotional or win-back.
  ///
  /// ```swift
  /// if offer.paymentMode == .freeTrial { Text("Try it free") }
  /// ```
  public struct SubscriptionOffer: Hashable, Sendable {
    /// The offer's identifier; `nil` for an introductory offer.
    public let id: String?
    /// What kind of offer it is.
    public let type: Product.SubscriptionOffer.OfferType
    /// The price during the offer.
    public let price: Decimal
    /// The price during the offer, written for people.
    public let displayPrice: String
    /// How long one period of the offer lasts.
    public let period: Product.SubscriptionPeriod
    /// How many periods the offer lasts.
    public let periodCount: Int
    /// How the customer pays during the offer.
    public let paymentMode: Product.SubscriptionOffer.PaymentMode

    /// An offer for products a test or preview registers.
    public init(
      id: String? = nil, type: Product.SubscriptionOffer.OfferType, price: Decimal, displayPrice: String,
      period: Product.SubscriptionPeriod, periodCount: Int, paymentMode: Product.SubscriptionOffer.PaymentMode
    ) {
      self.id = id
      self.type = type
      self.price = price
      self.displayPrice = displayPrice
      self.period = period
      self.periodCount = periodCount
      self.paymentMode = paymentMode
    }

    /// The kinds of offer.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let introductory = OfferType(rawValue: "introductory")
      public static let promotional = OfferType(rawValue: "promotional")
      public static let winBack = OfferType(rawValue: "winBack")
    }

    /// How a customer pays during an offer.
    public struct PaymentMode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let freeTrial = PaymentMode(rawValue: "freeTrial")
      public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
      public static let payUpFront = PaymentMode(rawValue: "payUpFront")
    }
  }

  /// Which subscriptions of a group a store shows to a subscriber.
  ///
  /// ```swift
  /// SubscriptionStoreView(groupID: "pro", visibleRelationships: .upgrade)
  /// ```
  public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    public static let current = SubscriptionRelationship(name: "current")
    public static let all = SubscriptionRelationship(name: "all")
  }
}

extension Product.SubscriptionInfo {
  /// A customer's standing in a subscription group: the state, the latest transaction and
  /// the renewal details.
  ///
  /// ```swift
  /// let subscribed = try await Product.SubscriptionInfo.status(for: "pro").contains { $0.state == .subscribed }
  /// ```
  public struct Status: Hashable, Sendable {
    /// Whether the subscription is active, expired or revoked.
    public let state: Product.SubscriptionInfo.RenewalState
    /// The latest transaction for the subscription.
    public let transaction: VerificationResult<Transaction>
    /// What happens at the next renewal.
    public let renewalInfo: VerificationResult<Product.SubscriptionInfo.RenewalInfo>
  }

  /// The states of a subscription.
  public struct RenewalState: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let subscribed = RenewalState(rawValue: 1)
    public static let expired = RenewalState(rawValue: 2)
    public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
    public static let inGracePeriod = RenewalState(rawValue: 4)
    public static let revoked = RenewalState(rawValue: 5)
  }

  /// What happens at a subscription's next renewal.
  public struct RenewalInfo: Hashable, Sendable {
    /// The original transaction of the subscription.
    public let originalTransactionID: UInt64
    /// The product the subscription is now.
    public let currentProductID: String
    /// Whether the subscription renews at the end of its period.
    public let willAutoRenew: Bool
    /// The product it renews as.
    public let autoRenewPreference: String?
    /// When the subscription renews, if it does.
    public let renewalDate: Date?
    /// Whether the App Store is still trying to bill the customer.
    public let isInBillingRetry: Bool
    /// The end of the grace period, if the subscription is in one.
    public let gracePeriodExpirationDate: Date?
  }
}
