import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private struct Order: Hashable {
  let number: Int
}

/// A stack whose path leads to an order's detail, as apps restore state or deep-link.
private nonisolated struct OrdersScreen: View {
  var path: [Order] = [Order(number: 1042)]
  var hidesBack = false
  var rootMode: NavigationBarItem.TitleDisplayMode = .automatic

  var body: some View {
    NavigationStack(path: .constant(path)) {
      List {
        Text("Order 1041")
        Text("Order 1042")
      }
      .navigationTitle("Orders")
      .navigationBarTitleDisplayMode(rootMode)
      .navigationDestination(for: Order.self) { order in
        Text("Shipped in two parcels")
          .navigationTitle("Order \(order.number)")
          .navigationBarBackButtonHidden(hidesBack)
      }
    }
  }
}

/// A pushed screen as iOS shows it at rest: the destination for the path's last element, with
/// a back button titled after the screen below.
@Suite struct PushedScreenTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func aPathShowsTheDestinationForItsLastElement() throws {
    let text = try layout(OrdersScreen())
    #expect(text.contains("Text \"Shipped in two parcels\""))
    #expect(text.contains("Text \"Order 1042\""), "the pushed screen's title")
    #expect(!text.contains("Text \"Order 1041\""), "the list below is not drawn")
  }

  @Test func thePushedScreenHasABackButtonTitledAfterTheScreenBelow() throws {
    let text = try layout(OrdersScreen())
    let back = try #require(text.split(separator: "\n").firstIndex { $0.contains("BackButton") })
    let lines = text.split(separator: "\n")
    #expect(lines[back...].contains { $0.contains("Text \"Orders\"") })
  }

  @Test func anEmptyPathStaysOnTheFirstScreenWithNoBackButton() throws {
    let text = try layout(OrdersScreen(path: []))
    #expect(text.contains("Text \"Order 1041\""))
    #expect(!text.contains("BackButton"))
  }

  @Test func anElementNoDestinationTakesLeavesTheStackWhereItIs() throws {
    let stack = NavigationStack(path: .constant(NavigationPath([7]))) {
      Text("Home").navigationTitle("Home")
    }
    let text = try layout(stack)
    #expect(text.contains("Text \"Home\""))
    #expect(!text.contains("BackButton"))
  }

  @Test func aHiddenBackButtonIsNotDrawn() throws {
    let text = try layout(OrdersScreen(hidesBack: true))
    #expect(text.contains("Text \"Shipped in two parcels\""))
    #expect(!text.contains("BackButton"))
  }

  @Test func aPushedScreenTakesTheTitleModeOfTheScreenBelow() throws {
    #expect(try layout(OrdersScreen(rootMode: .inline)).contains("NavigationBar inline"))
    #expect(try layout(OrdersScreen()).contains("NavigationBar large"))
  }

  @Test func aDestinationPresentedAtRenderTimeIsPushed() throws {
    let stack = NavigationStack {
      Text("Cart")
        .navigationTitle("Cart")
        .navigationDestination(isPresented: .constant(true)) { Text("Paid").navigationTitle("Receipt") }
    }
    let text = try layout(stack)
    #expect(text.contains("Text \"Paid\""))
    #expect(text.contains("BackButton"))
    let carts = text.split(separator: "\n").filter { $0.contains("Text \"Cart\"") }
    #expect(carts.count == 1, "only the back button's title: the cart below is not drawn")
  }

  @Test func anItemDestinationIsPushedOnlyWhenItHoldsAValue() throws {
    func stack(_ item: Order?) -> some View {
      NavigationStack {
        Text("Orders list")
          .navigationDestination(item: .constant(item)) { Text("Detail \($0.number)") }
      }
    }
    #expect(try layout(stack(Order(number: 9))).contains("Text \"Detail 9\""))
    #expect(try layout(stack(nil)).contains("Text \"Orders list\""))
  }

  @Test func thePushedOrderScreen() {
    assertSnapshot(of: OrdersScreen(rootMode: .inline), as: .image(layout: .device(config: .iPhone15)))
  }
}
