import DarkroomUI
import Receipts

/// Where the app keeps past receipts; the app puts one in the environment at launch.
public final class ReceiptStore: @unchecked Sendable {
  public let receipts: [Receipt]
  public init(receipts: [Receipt]) { self.receipts = receipts }
}

private struct ReceiptStoreKey: EnvironmentKey {
  static var defaultValue: ReceiptStore? { nil }
}

extension EnvironmentValues {
  /// The receipt store of the running app.
  public var receiptStore: ReceiptStore? {
    get { self[ReceiptStoreKey.self] }
    set { self[ReceiptStoreKey.self] = newValue }
  }
}

/// The list of past receipts. It needs a `ReceiptStore` in its environment, as a SwiftUI view
/// needs its `@EnvironmentObject`: without one it stops the app.
public struct ReceiptHistory: View {
  @Environment(\.receiptStore) private var store

  public init() {}

  public var body: some View {
    guard let store else { fatalError("ReceiptHistory needs a ReceiptStore in its environment") }
    return VStack(alignment: .leading, spacing: 8) {
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
