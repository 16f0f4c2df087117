import DarkroomUI
import Testing

private final class Session: ObservableObject {
  @Published var userName = "Ada"
}

@Observable private final class Cart {
  var items = 2
}

private nonisolated struct Greeting: View {
  @EnvironmentObject var session: Session
  var body: some View { Text("Hello \(session.userName)") }
}

private nonisolated struct CartBadge: View {
  @Environment(Cart.self) var cart
  var body: some View { Text("\(cart.items)") }
}

/// A screen whose model-reading view sits several levels down.
private nonisolated struct CheckoutScreen: View {
  var body: some View {
    VStack {
      Text("Checkout")
      HStack { Spacer(); CartBadge() }.padding()
    }
  }
}

private nonisolated struct SessionStyle: ViewModifier {
  @EnvironmentObject var session: Session
  func body(content: Content) -> some View { content.padding(session.userName.isEmpty ? 0 : 8) }
}

/// A view that reads a model nobody provides fails its render with an error naming the
/// view and the model; SwiftUI would stop the app
/// (developer.apple.com/documentation/swiftui/environmentobject).
@Suite struct MissingModelTests {
  @Test func aMissingEnvironmentObjectIsThrownNamingTheViewAndTheModel() {
    #expect(throws: MissingModelError(viewType: "Greeting", modelType: "Session", property: "session", source: .environmentObject)) {
      try ImageRenderer(content: Greeting()).render()
    }
  }

  @Test func aMissingObservableIsThrownFromDeepInsideTheTree() throws {
    let error = #expect(throws: MissingModelError.self) {
      try ImageRenderer(content: CheckoutScreen().padding()).layoutDescription()
    }
    #expect(error?.viewType == "CartBadge")
    #expect(error?.modelType == "Cart")
    #expect(error?.source == .environment)
    #expect(error?.description.contains("add .environment(Cart(...)) above it") == true)
  }

  @Test func theMessageSaysWhatToAdd() {
    let error = MissingModelError(viewType: "Greeting", modelType: "Session", property: "session", source: .environmentObject)
    #expect(
      error.description
        == "Greeting reads Session with @EnvironmentObject (session), but no ancestor provides one: "
        + "add .environmentObject(Session(...)) above it")
  }

  @Test func aModifierThatReadsAMissingModelIsNamed() {
    let error = #expect(throws: MissingModelError.self) {
      try ImageRenderer(content: Text("x").modifier(SessionStyle())).render()
    }
    #expect(error?.viewType == "SessionStyle")
  }

  @Test func providingTheModelsRendersTheSameViews() throws {
    let greeting = try ImageRenderer(content: Greeting().environmentObject(Session())).layoutDescription()
    #expect(greeting.contains("Text \"Hello Ada\""))
    let checkout = try ImageRenderer(content: CheckoutScreen().environment(Cart())).layoutDescription()
    #expect(checkout.contains("Text \"2\""))
  }

  @Test func aViewSnapshotReportsTheErrorAsItsFailure() throws {
    let message = verifySnapshot(of: CheckoutScreen(), as: .layout, named: "missing", record: .never, snapshotDirectory: NSTemporaryDirectory() + "darkroom-missing-model")
    #expect(message?.contains("CartBadge reads Cart with @Environment(Cart.self)") == true)
    let image = verifySnapshot(of: Greeting(), as: .image, named: "missing", record: .never, snapshotDirectory: NSTemporaryDirectory() + "darkroom-missing-model")
    #expect(image?.contains("Greeting reads Session with @EnvironmentObject") == true)
  }
}
