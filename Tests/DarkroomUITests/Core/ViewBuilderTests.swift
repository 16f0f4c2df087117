@testable import DarkroomUI
@testable import DarkroomViews
import Testing

private struct Person: Identifiable {
  let id: Int
  let name: String
}

private enum Mode { case compact, regular, large }

/// A view whose body uses every kind of statement a `@ViewBuilder` accepts.
private nonisolated struct Statements: View {
  let flag: Bool
  let mode: Mode
  let subtitle: String?

  var body: some View {
    VStack(spacing: 0) {
      if flag {
        square(10, "if")
      } else {
        square(10, "else")
      }
      switch mode {
      case .compact: square(10, "compact")
      case .regular: square(10, "regular")
      case .large: square(10, "large")
      }
      if let subtitle {
        Text(subtitle).id("subtitle")
      }
      if flag {
        square(10, "only-if")
      }
    }
  }
}

@Suite struct ViewBuilderTests {
  /// The names of the nodes with an identity, in tree order.
  private func identities<V: View>(_ view: V) throws -> [String] {
    var names: [String] = []
    func walk(_ node: LayoutNode) {
      if let identity = node.identity { names.append("\(identity)") }
      node.children.forEach(walk)
    }
    walk(try LayoutProbe(view).root)
    return names
  }

  @Test func blocksOfAnyLengthBuildEveryView() throws {
    let probe = try LayoutProbe(
      VStack(spacing: 0) {
        square(1, "1"); square(1, "2"); square(1, "3"); square(1, "4"); square(1, "5"); square(1, "6")
        square(1, "7"); square(1, "8"); square(1, "9"); square(1, "10"); square(1, "11"); square(1, "12")
      })
    #expect(probe.size == CGSize(width: 1, height: 12))
    #expect(probe["12"].minY == 11)
  }

  @Test func ifElseSwitchAndOptionalsPickTheRightViews() throws {
    #expect(try identities(Statements(flag: true, mode: .large, subtitle: "Hi")) == ["if", "large", "subtitle", "only-if"])
    #expect(try identities(Statements(flag: false, mode: .compact, subtitle: nil)) == ["else", "compact"])
  }

  @Test func forEachOverIdentifiableAndKeyPaths() throws {
    let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
    #expect(try identities(VStack { ForEach(people) { Text($0.name).id($0.name) } }) == ["Ada", "Grace"])
    #expect(try identities(VStack { ForEach(["x", "y"], id: \.self) { square(5, $0) } }) == ["x", "y"])
    #expect(try identities(VStack { ForEach(0..<3) { square(5, "r\($0)") } }) == ["r0", "r1", "r2"])
  }

  @Test func anyViewAndOptionalViewsResolve() throws {
    let erased = AnyView(square(10, "erased"))
    let missing: Text? = nil
    #expect(try identities(VStack { erased; missing; AnyView(AnyView(square(10, "twice"))) }) == ["erased", "twice"])
  }

  @Test func aModifierOnAGroupAppliesToEachView() throws {
    let probe = try LayoutProbe(VStack(spacing: 0) { Group { square(10, "a"); square(10, "b") }.padding(5) })
    #expect(same(probe["a"], rect(5, 5, 10, 10)))
    #expect(same(probe["b"], rect(5, 25, 10, 10)))
  }

  @Test func aTupleViewOfValuesIsItsViews() throws {
    let tuple = TupleView((square(10, "t1"), square(10, "t2")))
    #expect(try identities(VStack { tuple }) == ["t1", "t2"])
  }

  @Test func severalRootViewsStackVertically() throws {
    nonisolated struct TwoRoots: View {
      var body: some View {
        square(10, "top")
        square(10, "bottom")
      }
    }
    let probe = try LayoutProbe(TwoRoots())
    #expect(same(probe["bottom"], rect(0, 18, 10, 10)))
  }
}

/// A reusable modifier with an environment value of its own.
private nonisolated struct Card: ViewModifier {
  @Environment(\.colorScheme) private var colorScheme

  func body(content: Content) -> some View {
    content.padding(colorScheme == .dark ? 20 : 10).id(colorScheme == .dark ? "dark-card" : "light-card")
  }
}

@Suite struct ViewModifierTests {
  @Test func aCustomModifierWrapsItsContent() throws {
    let probe = try LayoutProbe(square(10, "inner").modifier(Card()))
    #expect(same(probe["light-card"], rect(0, 0, 30, 30)))
    #expect(same(probe["inner"], rect(10, 10, 10, 10)))
  }

  @Test func aCustomModifierReadsTheEnvironmentWhereItIsApplied() throws {
    let probe = try LayoutProbe(square(10, "inner").modifier(Card()).environment(\.colorScheme, .dark))
    #expect(same(probe["dark-card"], rect(0, 0, 50, 50)))
  }
}
