import DarkroomUI
import Testing

/// Fixed and flexible frames, and fixedSize.
let frameScenarios: [ParityScenario] = [
  ParityScenario("A fixed frame has exactly its size", source: "Apple docs, frame(width:height:alignment:); research §2.4") {
    let probe = try LayoutProbe(Color.red.frame(width: 120, height: 40).id("f"), width: 300, height: 300)
    return [("f", probe["f"], rect(0, 0, 120, 40))]
  },
  ParityScenario(
    "A width-only frame takes the child's height and centres it", source: "research §2.4: child's size on unfixed axes"
  ) {
    let probe = try LayoutProbe(Text("Hi").id("t").frame(width: 100).id("f"))
    let text = probe["t"]
    return [
      ("f", probe["f"], rect(0, 0, 100, text.height)), ("t", text, rect((100 - text.width) / 2, 0, text.width, text.height)),
    ]
  },
  ParityScenario("Frame alignment .topLeading", source: "Apple docs, frame alignment") {
    let probe = try LayoutProbe(square(20, "c").frame(width: 100, height: 100, alignment: .topLeading))
    return [("c", probe["c"], rect(0, 0, 20, 20))]
  },
  ParityScenario("Frame alignment .bottomTrailing", source: "Apple docs, frame alignment") {
    let probe = try LayoutProbe(square(20, "c").frame(width: 100, height: 100, alignment: .bottomTrailing))
    return [("c", probe["c"], rect(80, 80, 20, 20))]
  },
  ParityScenario(
    "frame(maxWidth: .infinity) takes the proposed width and centres the child",
    source: "research §2.5 ('as wide as the proposal and centres the child')"
  ) {
    let probe = try LayoutProbe(box(40, 20, "c").frame(maxWidth: .infinity).id("f"), width: 300, height: 50)
    return [("f", probe["f"], rect(0, 0, 300, 20)), ("c", probe["c"], rect(130, 0, 40, 20))]
  },
  ParityScenario(
    "frame(minWidth: 0, maxWidth: .infinity) accepts the proposal", source: "research §2.5 (both limits: clamp(P))"
  ) {
    let probe = try LayoutProbe(box(40, 20, "c").frame(minWidth: 0, maxWidth: .infinity).id("f"), width: 300, height: 50)
    return [("f", probe["f"], rect(0, 0, 300, 20))]
  },
  ParityScenario("frame(minWidth:) grows a small child's frame", source: "research §2.5 ('only min given')") {
    let probe = try LayoutProbe(box(50, 20, "c").frame(minWidth: 150).id("f"), width: 300, height: 50)
    return [("f", probe["f"], rect(0, 0, 150, 20)), ("c", probe["c"], rect(50, 0, 50, 20))]
  },
  ParityScenario("frame(maxWidth:) caps a flexible child", source: "research §2.5 (child proposal clamped to max)") {
    let probe = try LayoutProbe(Color.red.id("c").frame(maxWidth: 80).id("f"), width: 200, height: 50)
    return [("f", probe["f"], rect(0, 0, 80, 50)), ("c", probe["c"], rect(0, 0, 80, 50))]
  },
  ParityScenario(
    "frame(maxWidth:) grows up to the proposal around a small child", source: "research §2.5 ('only max given')"
  ) {
    let probe = try LayoutProbe(box(40, 20, "c").frame(maxWidth: 80).id("f"), width: 200, height: 50)
    return [("f", probe["f"], rect(0, 0, 80, 20)), ("c", probe["c"], rect(20, 0, 40, 20))]
  },
  ParityScenario("An ideal size is used when fixedSize asks for it", source: "research §2.5 (P nil and ideal given) and §2.6") {
    let probe = try LayoutProbe(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize().id("f"), width: 300, height: 300)
    return [("f", probe["f"], rect(0, 0, 120, 30))]
  },
  ParityScenario("Min and max heights clamp the proposal", source: "research §2.5 (both limits: clamp(P, min, max))") {
    let probe = try LayoutProbe(Color.red.frame(minHeight: 10, maxHeight: 20).id("f"), width: 50, height: 50)
    return [("f", probe["f"], rect(0, 0, 50, 20))]
  },
  ParityScenario("A flexible frame's alignment places the child", source: "Apple docs, frame(...alignment:)") {
    let probe = try LayoutProbe(box(40, 20, "c").frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 50)
    return [("c", probe["c"], rect(0, 0, 40, 20))]
  },
  ParityScenario(
    "A flexible frame offered nothing takes its child's ideal size", source: "research §2.5 (neither P nor ideal)"
  ) {
    let probe = try LayoutProbe(Color.red.frame(maxWidth: 100).id("f"))
    return [("f", probe["f"], rect(0, 0, 10, 10))]
  },
  ParityScenario("Color.fixedSize() is 10 × 10", source: "research §2.2: a nil axis becomes 10 pt") {
    let probe = try LayoutProbe(Color.red.fixedSize().id("f"), width: 300, height: 300)
    return [("f", probe["f"], rect(0, 0, 10, 10))]
  },
  ParityScenario(
    "fixedSize text overflows a narrow frame, centred", source: "research §2.6 (the modifier may overflow its parent)"
  ) {
    let ideal = try LayoutProbe(Text("A sentence that does not fit").id("t"))["t"]
    let probe = try LayoutProbe(Text("A sentence that does not fit").fixedSize().id("t").frame(width: 50).id("f"))
    return [
      ("f", probe["f"], rect(0, 0, 50, ideal.height)),
      ("t", probe["t"], rect((50 - ideal.width) / 2, 0, ideal.width, ideal.height)),
    ]
  },
  ParityScenario(
    "fixedSize(horizontal: false, vertical: true) keeps every wrapped line", source: "research §2.6, Apple docs fixedSize(horizontal:vertical:)"
  ) {
    let text = "A sentence long enough to wrap onto several lines"
    let free = try LayoutProbe(Text(text).id("t"), width: 100)["t"]
    let probe = try LayoutProbe(Text(text).fixedSize(horizontal: false, vertical: true).id("t"), width: 100, height: 10)
    return [("t", probe["t"], rect(0, 0, free.width, free.height))]
  },
]

@Test(arguments: frameScenarios)
func frameParity(_ scenario: ParityScenario) {
  scenario.verify()
}
