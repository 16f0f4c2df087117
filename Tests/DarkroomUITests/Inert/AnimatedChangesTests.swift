import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomInert
@testable import DarkroomViews

/// A disclosure row that animates its changes the ways apps do.
private nonisolated struct DisclosureRow: View {
  @Binding var isOpen: Bool
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    VStack {
      Toggle("Details", isOn: $isOpen.animation(.interactiveSpring(response: 0.3, dampingFraction: 0.8)))
      if isOpen { Text("More").transition(.opacity) }
      Text(scenePhase == .active ? "active" : "not active")
    }
    .onHover { _ in }
    .animation(.interactiveSpring(), value: isOpen)
  }
}

/// Animated changes apply at once in a still frame
/// (developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)).
@MainActor @Suite struct AnimatedChangesTests {
  @Test func withAnimationRunsTheChangeThenTheCompletion() {
    var steps: [String] = []
    let result = withAnimation(.easeOut, completionCriteria: .removed) {
      steps.append("change")
      return 42
    } completion: {
      steps.append("completion")
    }
    #expect(result == 42)
    #expect(steps == ["change", "completion"])
    var opened = false
    withAnimation(.interactiveSpring(duration: 0.2)) { opened = true } completion: {}
    #expect(opened)
  }

  @Test func anAnimatedBindingReadsAndWritesTheSameValue() {
    var stored = false
    let binding = Binding(get: { stored }, set: { stored = $0 })
    let animated = binding.animation()
    animated.wrappedValue = true
    #expect(stored)
    #expect(binding.animation(.easeIn).wrappedValue)
  }

  @Test func theRowDrawsItsStateAsItEndsUp() throws {
    let open = try ImageRenderer(content: DisclosureRow(isOpen: .constant(true))).layoutDescription()
    #expect(open.contains("Text \"More\""))
    #expect(open.contains("Text \"active\""))
    let closed = try ImageRenderer(content: DisclosureRow(isOpen: .constant(false))).layoutDescription()
    #expect(!closed.contains("Text \"More\""))
  }

  @Test func theScenePhaseIsActiveUnlessSet() throws {
    #expect(EnvironmentValues().scenePhase == .active)
    let background = DisclosureRow(isOpen: .constant(false)).environment(\.scenePhase, .background)
    #expect(try ImageRenderer(content: background).layoutDescription().contains("Text \"not active\""))
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }

  @Test func hoveringLeavesTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Row").id("row"))
    let hovered = try LayoutProbe(Text("Row").onHover { _ in }.id("row"))
    #expect(same(plain["row"], hovered["row"]))
  }
}
