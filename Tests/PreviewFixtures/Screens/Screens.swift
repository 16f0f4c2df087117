import DarkroomUI

/// A screen whose body traps, as a preview with a bug would.
struct TrappingScreen: View {
  var body: some View {
    let items: [String] = []
    return Text(items[3])
  }
}

/// A model the app puts in the environment; previews that forget it fail.
final class ReceiptStore: @unchecked Sendable {}

private struct ReceiptStoreKey: EnvironmentKey {
  static var defaultValue: ReceiptStore? { nil }
}

extension EnvironmentValues {
  var receiptStore: ReceiptStore? {
    get { self[ReceiptStoreKey.self] }
    set { self[ReceiptStoreKey.self] = newValue }
  }
}

/// A screen that needs a `ReceiptStore` in its environment.
struct StoreScreen: View {
  @Environment(\.receiptStore) private var store
  var body: some View {
    guard store != nil else { fatalError("StoreScreen needs a ReceiptStore in its environment") }
    return Text("Receipts")
  }
}

public struct Screens_Previews: PreviewProvider {
  public static var previews: some View {
    Text("Fine before").previewDisplayName("Before")
    TrappingScreen().previewDisplayName("Trap")
    StoreScreen().previewDisplayName("Missing model")
    StoreScreen().environment(\.receiptStore, ReceiptStore()).previewDisplayName("With model")
  }
}

enum Settings {
  struct Variants_Previews: PreviewProvider {
    static var previews: some View {
      PreviewVariants(layout: .sizeThatFits, variants: [.standard, .dark, .rightToLeft]) {
        Text("Hello").padding().previewVariant(named: "Greeting")
      }
    }
  }
}

/// The app's session, which the account screen reads from its environment.
final class AccountSession: ObservableObject {
  @Published var name = "Blob"
}

/// A screen that reads an `@EnvironmentObject`.
struct AccountScreen: View {
  @EnvironmentObject var session: AccountSession
  var body: some View { Text(session.name) }
}

struct Account_Previews: PreviewProvider {
  static var previews: some View {
    AccountScreen().environmentObject(AccountSession()).previewDisplayName("Signed in")
    AccountScreen().previewDisplayName("No session")
  }
}
