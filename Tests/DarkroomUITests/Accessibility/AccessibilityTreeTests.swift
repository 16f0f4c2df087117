import DarkroomUI
import Foundation
import Testing

/// The tree as SwiftUI builds it: view order, the three child behaviours, sort priority
/// within a container, and what built-in views read
/// (developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)).
@Suite struct AccessibilityTreeTests {
  private func elements(_ view: some View) throws -> [AccessibilityElement] {
    try ImageRenderer(content: view).accessibilityElements()
  }

  @Test func elementsFollowTheDeclaredOrderInBothDirections() throws {
    let row = HStack { Text("First"); Text("Second") }.frame(width: 200)
    #expect(try elements(row).map(\.label) == ["First", "Second"])
    let rightToLeft = try elements(row.environment(\.layoutDirection, .rightToLeft))
    #expect(rightToLeft.map(\.label) == ["First", "Second"])
    #expect(rightToLeft[0].frame.minX > rightToLeft[1].frame.minX)
  }

  @Test func combineJoinsLabelsAndValuesAndUnitesTraits() throws {
    let view = HStack {
      Text("Volume").accessibilityAddTraits(.isHeader)
      Slider(value: .constant(0.5))
    }
    .accessibilityElement(children: .combine)
    let all = try elements(view)
    #expect(all.count == 1)
    #expect(all[0].label == "Volume")
    #expect(all[0].value == "50%")
    #expect(all[0].traits.isSuperset(of: [.isHeader, .isStaticText, .isAdjustable]))
  }

  @Test func ignoreKeepsOnlyWhatTheModifiersGive() throws {
    let view = VStack { Text("4.5"); Text("stars") }.accessibilityElement(children: .ignore).accessibilityLabel("Rated 4.5")
    #expect(try elements(view).map(\.label) == ["Rated 4.5"])
    let unlabeled = VStack { Text("4.5") }.accessibilityElement(children: .ignore)
    #expect(try elements(unlabeled).isEmpty)
  }

  @Test func sortPriorityOrdersSiblingsWithinTheirContainerOnly() throws {
    let view = VStack {
      Text("A")
      VStack {
        Text("B1")
        Text("B2").accessibilitySortPriority(5)
      }
      .accessibilityElement(children: .contain)
      Text("C").accessibilitySortPriority(1)
    }
    // B2 goes first inside its container, never ahead of C, which is the root's.
    #expect(try elements(view).map(\.label) == ["C", "A", "B2", "B1"])
  }

  @Test func equalPrioritiesKeepViewOrder() throws {
    let view = VStack {
      Text("One").accessibilitySortPriority(2)
      Text("Two")
      Text("Three").accessibilitySortPriority(2)
    }
    #expect(try elements(view).map(\.label) == ["One", "Three", "Two"])
  }

  @Test func hiddenViewsAndDecorativeImagesAreLeftOut() throws {
    let view = VStack {
      Text("Shown")
      Text("Gone").accessibilityHidden(true)
      Image(decorative: "confetti")
      Text("Not drawn").hidden()
    }
    #expect(try elements(view).map(\.label) == ["Shown"])
  }

  @Test func aLabelReadsItsTitleNotItsIcon() throws {
    let labels = try elements(VStack { Label("Inbox", systemImage: "tray"); Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly) })
    #expect(labels.map(\.label) == ["Inbox", "Sent"])
  }

  @Test func aButtonReadsTheTextsInsideItJoined() throws {
    let button = Button {} label: {
      VStack { Text("Checkout"); Text("3 items") }
    }
    let all = try elements(button)
    #expect(all.map(\.label) == ["Checkout, 3 items"])
    #expect(all[0].traits == .isButton)
  }

  @Test func imagesReadTheirSymbolOrAssetName() throws {
    let all = try elements(VStack { Image(systemName: "square.and.arrow.up"); Image(systemName: "cart.badge.plus"); Image("avatar") })
    #expect(all.map(\.label) == ["Share", "cart badge plus", "avatar"])
    #expect(all.allSatisfy { $0.traits.contains(.isImage) })
  }

  @Test func controlsReadTheirValuesAsVoiceOverDoes() throws {
    let view = VStack {
      Toggle("Wi-Fi", isOn: .constant(false))
      Slider(value: .constant(3), in: 0...4) { Text("Brightness") }
      Stepper("Guests", value: .constant(3), in: 1...10)
      ProgressView(value: 0.25) { Text("Upload") }
      Link("Help", destination: URL(string: "https://example.com")!)
    }
    let all = try elements(view)
    #expect(all.map(\.label) == ["Wi-Fi", "Brightness", "Guests", "Upload", "Help"])
    #expect(all.map(\.value) == ["0", "75%", "3", "25%", nil])
    #expect(all[0].traits == [.isToggle, .isButton])
    #expect(all[1].traits == .isAdjustable && all[2].traits == .isAdjustable)
    #expect(all[4].traits == .isLink)
  }

  @Test func modifiersOnAWrapperReachTheElementInside() throws {
    let view = Text("Settings").padding().accessibilityAddTraits(.isHeader).accessibilityHint("Opens settings")
      .accessibilityIdentifier("title")
    let all = try elements(view)
    #expect(all.count == 1)
    #expect(all[0].traits == [.isHeader, .isStaticText])
    #expect(all[0].hint == "Opens settings" && all[0].identifier == "title")
  }

  @Test func customActionsAreRecordedByName() throws {
    let view = Text("Message from Blob")
      .accessibilityAction(named: "Archive") {}
      .accessibilityActions {
        Button("Reply") {}
        Button("Delete", role: .destructive) {}
      }
      .accessibilityAction(.magicTap) {}
    #expect(try elements(view).first?.customActions == ["Archive", "Reply", "Delete"])
  }

  @Test func anAdjustableActionMakesTheElementAdjustable() throws {
    let view = Text("Rating").accessibilityAdjustableAction { _ in }
    #expect(try elements(view).first?.traits.contains(.isAdjustable) == true)
  }

  @Test func activationPointsAndHitRegionsFollowTheFrame() throws {
    let view = VStack(spacing: 0) {
      Button("Wide") {}.frame(width: 200, height: 40)
      Button("Left") {}.frame(width: 100, height: 40).accessibilityActivationPoint(.leading)
    }
    let all = try elements(view)
    #expect(all[0].activationPoint == CGPoint(x: all[0].frame.midX, y: all[0].frame.midY))
    #expect(all[0].hitRegion == all[0].frame)
    #expect(all[1].activationPoint == CGPoint(x: all[1].frame.minX, y: all[1].frame.midY))
  }

  @Test func anUnlabelledButtonStaysForAudits() throws {
    let button = Button {} label: { Color.red.frame(width: 20, height: 20) }
    let all = try elements(button)
    #expect(all.map(\.label) == [""])
    #expect(all[0].traits == .isButton)
  }
}
