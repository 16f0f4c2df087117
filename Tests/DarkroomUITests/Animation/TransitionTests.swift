@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// A modifier that pads its content, to see which state of a transition is drawn.
private nonisolated struct Inset: ViewModifier {
  let amount: CGFloat
  func body(content: Content) -> some View { content.padding(amount) }
}

/// An iOS 17 transition that shrinks and hides the view except at rest.
private nonisolated struct Shrink: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.frame(width: phase.isIdentity ? 30 : 2, height: phase.isIdentity ? 20 : 2).opacity(phase.isIdentity ? 1 : 0)
  }
}

/// A banner as apps write its transitions, with the built-in ones.
private nonisolated struct Banners: View {
  let shown: Bool
  var body: some View {
    VStack(spacing: 0) {
      if shown {
        Text("Saved").transition(.opacity).id("a")
        Text("Moved").transition(.move(edge: .top).combined(with: .opacity)).id("b")
        Text("Grown").transition(.scale).id("c")
        Text("Anchored").transition(.scale(scale: 0.5, anchor: .bottom)).id("d")
        Text("Slid").transition(.slide.combined(with: .offset(x: 0, y: 20))).id("e")
        Text("Pushed").transition(.push(from: .trailing).animation(.easeInOut)).id("f")
        Text("Both").transition(.asymmetric(insertion: .move(edge: .leading), removal: .identity)).id("g")
        Text("New").transition(MoveTransition(edge: .bottom).combined(with: OpacityTransition())).id("h")
        Text("Blur").transition(.blurReplace).id("i")
      }
    }
  }
}

/// A view in a still frame is drawn in its transition's identity state
/// (developer.apple.com/documentation/swiftui/transitionphase).
@Suite struct TransitionTests {
  @Test func theBuiltInTransitionsLeaveAViewAtRestAsItIs() throws {
    let transitioned = try LayoutProbe(Banners(shown: true))
    let plain = try LayoutProbe(
      VStack(spacing: 0) {
        ForEach(Array(["Saved", "Moved", "Grown", "Anchored", "Slid", "Pushed", "Both", "New", "Blur"].enumerated()), id: \.offset) {
          Text($0.element).id(["a", "b", "c", "d", "e", "f", "g", "h", "i"][$0.offset])
        }
      })
    for id in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] {
      #expect(same(transitioned[id], plain[id]), "\(id)")
    }
    #expect(transitioned.size == plain.size)
  }

  @Test func aModifierTransitionIsDrawnWithItsIdentityModifier() throws {
    let view = Color.black.frame(width: 10, height: 10)
      .transition(.modifier(active: Inset(amount: 40), identity: Inset(amount: 5)))
    #expect(try LayoutProbe(view).size == CGSize(width: 20, height: 20))
  }

  @Test func combinedModifierTransitionsApplyBothIdentities() throws {
    let inner = AnyTransition.modifier(active: Inset(amount: 40), identity: Inset(amount: 5))
    let outer = AnyTransition.modifier(active: Inset(amount: 40), identity: Inset(amount: 1))
    let view = Color.black.frame(width: 10, height: 10).transition(inner.combined(with: .opacity).combined(with: outer))
    #expect(try LayoutProbe(view).size == CGSize(width: 22, height: 22))
    let asymmetric = AnyTransition.asymmetric(insertion: inner, removal: outer)
    #expect(try LayoutProbe(Color.black.frame(width: 10, height: 10).transition(asymmetric)).size == CGSize(width: 20, height: 20))
  }

  @Test func aTransitionTypeIsDrawnInTheIdentityPhase() throws {
    let probe = try LayoutProbe(Color.black.transition(Shrink()).id("shrunk"))
    #expect(same(probe["shrunk"], rect(0, 0, 30, 20)))
    let bitmap = try drawnPixels(Color.black.transition(Shrink()))
    #expect(bitmap[15, 10] == .black)
    let erased = try LayoutProbe(Color.black.transition(AnyTransition(Shrink())))
    #expect(erased.size == CGSize(width: 30, height: 20))
  }

  @Test func aCombinedTransitionTypeAppliesBothBodies() throws {
    let view = Color.black.transition(Shrink().combined(with: .opacity).animation(.spring))
    #expect(try LayoutProbe(view).size == CGSize(width: 30, height: 20))
    #expect(try LayoutProbe(Shrink().apply(content: Color.red, phase: .willAppear)).size == CGSize(width: 2, height: 2))
  }

  @Test func thePhasesValuesRunFromMinusOneToOne() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    #expect(OpacityTransition.properties.hasMotion)
  }
}
