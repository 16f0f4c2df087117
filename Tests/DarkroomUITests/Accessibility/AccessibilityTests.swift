import DarkroomUI
import Testing

/// Accessibility modifiers are recorded on the laid-out tree without changing a pixel, and
/// read back as elements (developer.apple.com/documentation/swiftui/view-accessibility).
@Suite struct AccessibilityTests {
  private nonisolated struct Row: View {
    @State var on = true
    var body: some View {
      VStack {
        Text("Settings").accessibilityAddTraits(.isHeader)
        HStack {
          Image(systemName: "star")
          Text("Favourites")
        }
        .accessibilityElement(children: .combine)
        Toggle("Wi-Fi", isOn: $on)
        Button { } label: { Image(systemName: "trash") }
          .accessibilityLabel("Delete")
          .accessibilityHint("Removes the draft")
          .accessibilityIdentifier("delete-button")
        Text("Decoration").accessibilityHidden(true)
        Text("Read first").accessibilitySortPriority(1)
      }
    }
  }

  @Test func elementsComeOutInReadingOrderWithTheirTraits() throws {
    let elements = try ImageRenderer(content: Row()).accessibilityElements()
    // The star reads its symbol's name in the combined label, as on iOS.
    #expect(elements.map(\.label) == ["Read first", "Settings", "star, Favourites", "Wi-Fi", "Delete"])
    #expect(elements[1].traits.contains(.isHeader))
    #expect(elements[3].traits.contains(.isToggle))
    #expect(elements[3].value == "1")
    #expect(elements[4].traits.contains(.isButton))
    #expect(elements[4].hint == "Removes the draft")
    #expect(elements[4].identifier == "delete-button")
  }

  @Test func modifiersChangeNoPixels() throws {
    let plain = VStack { Text("Settings"); Text("Decoration") }
    let labelled = VStack {
      Text("Settings").accessibilityAddTraits(.isHeader).accessibilityLabel("Preferences")
      Text("Decoration").accessibilityHidden(true)
    }
    let a = try ImageRenderer(content: plain).render()
    let b = try ImageRenderer(content: labelled).render()
    #expect(a.bytes == b.bytes)
  }

  @Test func aRepresentationAndTheOlderSpellingsCompile() throws {
    let view = Text("★★★☆☆")
      .accessibilityRepresentation { Text("3 of 5 stars") }
      .accessibility(identifier: "rating")
    #expect(try ImageRenderer(content: view).render().width > 0)
  }
}
