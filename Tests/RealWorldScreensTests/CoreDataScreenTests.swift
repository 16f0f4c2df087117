import DarkroomUI
import Testing

@testable import RealWorldScreens

/// Xcode's Core Data template screen compiles with `import SwiftUI` and `import CoreData`,
/// and shows the preview store's items in its request's order.
@MainActor @Suite struct CoreDataScreenTests {
  @Test func theTemplateListShowsThePreviewStoresItemsNewestFirst() throws {
    let screen = ShoppingItemsView()
      .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
    let labels = try ImageRenderer(content: screen).accessibilityElements().map(\.label)
    let items = labels.filter { ["Oat milk", "Green tea", "Lemon cake"].contains($0) }
    #expect(items == ["Lemon cake", "Green tea", "Oat milk"])
    #expect(labels.contains("Shopping"))
  }
}
