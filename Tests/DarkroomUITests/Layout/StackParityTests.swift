import DarkroomUI
import Testing

/// Stacks: spacing, alignment, and how space is shared out.
let stackScenarios: [ParityScenario] = [
  ParityScenario(
    "HStack puts 8 points between children and centres them vertically",
    source: "iOS default spacing 8 pt (OpenSwiftUI OpenSwiftUIGlue.defaultSpacing); research §2.8 step 5"
  ) {
    let probe = try LayoutProbe(HStack { square(50, "a"); square(30, "b") })
    return [("a", probe["a"], rect(0, 0, 50, 50)), ("b", probe["b"], rect(58, 10, 30, 30))]
  },
  ParityScenario("HStack(spacing: 0) puts children edge to edge", source: "Apple docs, HStack init(spacing:)") {
    let probe = try LayoutProbe(HStack(spacing: 0) { square(50, "a"); square(30, "b") })
    return [("b", probe["b"], rect(50, 10, 30, 30))]
  },
  ParityScenario("VStack(spacing: 20) and centre alignment", source: "Apple docs, VStack init(alignment:spacing:)") {
    let probe = try LayoutProbe(VStack(spacing: 20) { square(50, "a"); square(30, "b") })
    return [("a", probe["a"], rect(0, 0, 50, 50)), ("b", probe["b"], rect(10, 70, 30, 30))]
  },
  ParityScenario("VStack(alignment: .leading) lines up left edges", source: "Apple docs, HorizontalAlignment.leading") {
    let probe = try LayoutProbe(VStack(alignment: .leading) { square(50, "a"); square(30, "b") })
    return [("b", probe["b"], rect(0, 58, 30, 30))]
  },
  ParityScenario("VStack(alignment: .trailing) lines up right edges", source: "Apple docs, HorizontalAlignment.trailing") {
    let probe = try LayoutProbe(VStack(alignment: .trailing) { square(50, "a"); square(30, "b") })
    return [("b", probe["b"], rect(20, 58, 30, 30))]
  },
  ParityScenario("HStack(alignment: .top) lines up top edges", source: "Apple docs, VerticalAlignment.top") {
    let probe = try LayoutProbe(HStack(alignment: .top) { square(50, "a"); square(30, "b") })
    return [("b", probe["b"], rect(58, 0, 30, 30))]
  },
  ParityScenario("HStack(alignment: .bottom) lines up bottom edges", source: "Apple docs, VerticalAlignment.bottom") {
    let probe = try LayoutProbe(HStack(alignment: .bottom) { square(50, "a"); square(30, "b") })
    return [("b", probe["b"], rect(58, 20, 30, 30))]
  },
  ParityScenario(
    "Two colours share an HStack's width equally", source: "research §2.8 step 4: equal shares of what is left"
  ) {
    let probe = try LayoutProbe(HStack { Color.red.id("a"); Color.blue.id("b") }, width: 200, height: 100)
    return [("a", probe["a"], rect(0, 0, 96, 100)), ("b", probe["b"], rect(104, 0, 96, 100))]
  },
  ParityScenario(
    "The least flexible child is sized first, the rest share what is left",
    source: "research §2.8 flexibility ordering; objc.io 2020-11-10 'HStacks child ordering'"
  ) {
    let probe = try LayoutProbe(
      HStack { Color.red.id("a"); Color.green.frame(width: 50).id("f"); Color.blue.id("c") }, width: 200, height: 100)
    return [
      ("a", probe["a"], rect(0, 0, 67, 100)), ("f", probe["f"], rect(75, 0, 50, 100)),
      ("c", probe["c"], rect(133, 0, 67, 100)),
    ]
  },
  ParityScenario(
    "A higher layoutPriority takes the whole width first", source: "Apple docs, View.layoutPriority(_:); research §2.8"
  ) {
    let probe = try LayoutProbe(
      HStack(spacing: 0) { Color.red.id("a"); Color.blue.layoutPriority(1).id("b") }, width: 200, height: 50)
    return [("a", probe["a"], rect(0, 0, 0, 50)), ("b", probe["b"], rect(0, 0, 200, 50))]
  },
  ParityScenario(
    "Lower priorities keep their minimum length", source: "research §2.8: minima of lower groups are reserved"
  ) {
    let probe = try LayoutProbe(
      HStack(spacing: 0) { Color.red.frame(minWidth: 50).id("a"); Color.blue.layoutPriority(1).id("b") },
      width: 200, height: 50)
    return [("a", probe["a"], rect(0, 0, 50, 50)), ("b", probe["b"], rect(50, 0, 150, 50))]
  },
  ParityScenario(
    "A Spacer pushes its neighbours to the ends", source: "Apple docs, Spacer; research §2.9"
  ) {
    let probe = try LayoutProbe(HStack { square(30, "a"); Spacer().id("s"); square(30, "b") }, width: 200, height: 30)
    return [
      ("a", probe["a"], rect(0, 0, 30, 30)), ("s", probe["s"], rect(38, 15, 124, 0)),
      ("b", probe["b"], rect(170, 0, 30, 30)),
    ]
  },
  ParityScenario("Two Spacers share the free space equally", source: "research §2.8 equal shares; §2.9 Spacer") {
    let probe = try LayoutProbe(HStack(spacing: 0) { Spacer(); square(20, "a"); Spacer() }, width: 100, height: 20)
    return [("a", probe["a"], rect(40, 0, 20, 20))]
  },
  ParityScenario("A Spacer in a VStack grows vertically only", source: "Apple docs, Spacer: 'along the major axis'") {
    let probe = try LayoutProbe(
      VStack(spacing: 0) { square(20, "a"); Spacer().id("s"); square(20, "b") }, width: 100, height: 100)
    return [("s", probe["s"], rect(10, 20, 0, 60)), ("b", probe["b"], rect(0, 80, 20, 20))]
  },
  ParityScenario(
    "A squeezed Spacer keeps its minLength and the stack overflows",
    source: "Apple docs, Spacer.minLength; research §2.8 step 5 (a stack may exceed its proposal)"
  ) {
    let probe = try LayoutProbe(
      HStack(spacing: 0) {
        Color.red.frame(width: 60).id("a")
        Spacer(minLength: 20).id("s")
        Color.blue.frame(width: 60).id("b")
      }, width: 100, height: 10)
    return [
      ("a", probe["a"], rect(0, 0, 60, 10)), ("s", probe["s"], rect(60, 5, 20, 0)), ("b", probe["b"], rect(80, 0, 60, 10)),
    ]
  },
  ParityScenario("A Spacer outside a stack fills both axes", source: "Apple docs, Spacer: 'or on both axes'") {
    let probe = try LayoutProbe(Spacer().id("s"), width: 120, height: 80)
    return [("s", probe["s"], rect(0, 0, 120, 80))]
  },
  ParityScenario(
    "if false and EmptyView take no slot and no spacing", source: "research §2.8 step 1"
  ) {
    let shows = false
    let probe = try LayoutProbe(
      HStack {
        square(50, "a")
        if shows { square(10, "x") }
        EmptyView()
        square(30, "b")
      })
    return [("b", probe["b"], rect(58, 10, 30, 30))]
  },
  ParityScenario("ForEach makes one stack child per element", source: "Apple docs, ForEach in a stack") {
    let probe = try LayoutProbe(HStack(spacing: 4) { ForEach(0..<3) { index in square(10, "c\(index)") } })
    return [("c0", probe["c0"], rect(0, 0, 10, 10)), ("c2", probe["c2"], rect(28, 0, 10, 10))]
  },
  ParityScenario("A Group's views become the stack's own children", source: "Apple docs, Group") {
    let probe = try LayoutProbe(VStack(spacing: 0) { Group { square(10, "a"); square(10, "b") }; square(10, "c") })
    return [("b", probe["b"], rect(0, 10, 10, 10)), ("c", probe["c"], rect(0, 20, 10, 10))]
  },
  ParityScenario("A nested HStack is centred in its VStack", source: "research §2.8 step 5") {
    let probe = try LayoutProbe(
      VStack(spacing: 0) { HStack(spacing: 0) { square(10, "a"); box(20, 10, "b") }.id("h"); box(40, 10, "c") })
    return [("h", probe["h"], rect(5, 0, 30, 10)), ("b", probe["b"], rect(15, 0, 20, 10))]
  },
  ParityScenario(
    "Fixed children wider than the proposal overflow the HStack", source: "research §2.1: children may exceed the proposal"
  ) {
    let probe = try LayoutProbe(HStack(spacing: 0) { box(80, 10, "a"); box(80, 10, "b") }.id("h"), width: 100, height: 10)
    return [("h", probe["h"], rect(0, 0, 160, 10)), ("b", probe["b"], rect(80, 0, 80, 10))]
  },
  ParityScenario(
    "LazyVStack spans the proposed width and centres its children",
    source: "LazyVStack takes the proposal across its axis and ideal heights along it (lazy stacks do not share out space)"
  ) {
    let probe = try LayoutProbe(LazyVStack { box(50, 10, "a") }.id("l"), width: 200, height: 100)
    return [("l", probe["l"], rect(0, 0, 200, 10)), ("a", probe["a"], rect(75, 0, 50, 10))]
  },
  ParityScenario(
    "LazyHStack gives children their ideal width", source: "lazy stacks propose nil along their axis (ideal size)"
  ) {
    let probe = try LayoutProbe(LazyHStack(spacing: 0) { Color.red.frame(height: 10).id("a") }, width: 200, height: 100)
    return [("a", probe["a"], rect(0, 45, 10, 10))]
  },
]

@Test(arguments: stackScenarios)
func stackParity(_ scenario: ParityScenario) {
  scenario.verify()
}
