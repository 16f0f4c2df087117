import SwiftUI
import Receipts

/// Where the app keeps past receipts; the app puts one in the environment at launch.
public final class ReceiptStore: ObservableObject {
  @Published public var receipts: [Receipt]
  public init(receipts: [Receipt]) { self.receipts = receipts }
}

/// The list of past receipts. It reads the app's `ReceiptStore` from its environment.
public struct ReceiptHistory: View {
  @EnvironmentObject var store: ReceiptStore

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("History").font(.headline)
      ForEach(store.receipts, id: \.number) { receipt in
        HStack {
          Text("#\(receipt.number) \(receipt.customer)")
          Spacer()
          Text(money(receipt.totalCents)).foregroundStyle(.secondary)
        }
      }
    }
    .padding()
  }
}
