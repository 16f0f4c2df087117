import StoreKit
import Testing

/// A store model written as apps write one, in a file that imports only StoreKit: `Transaction`
/// is StoreKit's, and Foundation and the window scene come with the import.
@Suite struct StoreOnlyFileTests {
  final class Store {
    private(set) var purchased: Set<String> = []
    let started = Date.distantPast

    func refresh() async {
      for await result in Transaction.currentEntitlements {
        if case .verified(let transaction) = result, transaction.revocationDate == nil { purchased.insert(transaction.productID) }
      }
    }

    func listen() -> Task<Void, Never> {
      Task {
        for await result in Transaction.updates {
          if case .verified(let transaction) = result { await transaction.finish() }
        }
      }
    }

    func askForAReview(in scene: UIWindowScene) {
      SKStoreReviewController.requestReview(in: scene)
    }
  }

  @Test func aListenerEndsWhenItsTaskIsCancelled() async {
    let store = Store()
    let listener = store.listen()
    listener.cancel()
    await listener.value
    #expect(store.purchased.isEmpty)
  }
}
