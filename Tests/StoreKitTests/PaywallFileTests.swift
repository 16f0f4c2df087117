import DarkroomUI
import Foundation
import StoreKit
import Testing

/// A paywall written as an app writes it, with StoreKit's view modifiers and async calls,
/// compiles and draws; nothing it asks for at run time happens in a snapshot.
@MainActor @Suite struct PaywallFileTests {
  struct Paywall: View {
    @Environment(\.requestReview) private var requestReview
    @State private var isPro = false
    @State private var managing = false

    var body: some View {
      VStack {
        Text(isPro ? "Thanks!" : "Upgrade")
        ProductView(id: "paywall.pro", prefersPromotionalIcon: true) { Image(systemName: "crown") }
          .productViewStyle(.large)
        StoreView(ids: ["paywall.tip"]) { _ in Image(systemName: "heart") }
      }
      .onInAppPurchaseStart { product in _ = product.id }
      .onInAppPurchaseCompletion { product, result in
        if case .success(.success(.verified(let transaction))) = result { await transaction.finish() }
      }
      .currentEntitlementTask(for: "paywall.pro") { state in isPro = state.transaction != nil }
      .subscriptionStatusTask(for: "paywall.group") { state in isPro = state.value?.contains { $0.state == .subscribed } ?? false }
      .manageSubscriptionsSheet(isPresented: $managing)
      .task { try? await AppStore.sync() }
    }

    func restore() async throws {
      try await AppStore.sync()
      for await case .verified(let transaction) in StoreKit.Transaction.currentEntitlements where transaction.productID == "paywall.pro" {
        isPro = true
      }
    }

    func askForAReview(in scene: UIWindowScene?) {
      if let scene { AppStore.requestReview(in: scene) } else { requestReview() }
    }
  }

  @Test func thePaywallDrawsWithTheStateItWasBuiltWith() throws {
    let labels = try ImageRenderer(content: Paywall().frame(width: 360, height: 600)).accessibilityElements().map(\.label)
    #expect(labels.first == "Upgrade", "no entitlement task runs in a snapshot")
  }

  @Test func noSceneIsConnectedWhileASnapshotRenders() {
    let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
    #expect(scene == nil)
  }
}
