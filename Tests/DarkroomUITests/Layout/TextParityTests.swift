import DarkroomUI
import Testing

private let paragraph = "The quick brown fox jumps over the lazy dog, twice, and then rests for a while."

/// The height of one line of body text.
private func lineHeight() throws -> CGFloat {
  try lines(1)
}

/// The height of a body text of `count` lines: the first line, then one line pitch for each
/// line after it (the leading of Apple's Dynamic Type tables), rounded up to whole pixels.
private func lines(_ count: Int) throws -> CGFloat {
  try LayoutProbe(Text(Array(repeating: "A", count: count).joined(separator: "\n")).id("t"))["t"].height
}

/// Text wrapping and truncation, alone and in stacks.
let textScenarios: [ParityScenario] = [
  ParityScenario("Offered no width, text is one line", source: "research §2.2 (nil width: no wrapping)") {
    let probe = try LayoutProbe(Text(paragraph).id("t"))
    let frame = probe["t"]
    return try [("t", frame, rect(0, 0, frame.width, lineHeight()))]
  },
  ParityScenario(
    "Text wraps at the proposed width and reports its widest line", source: "research §2.2 (wraps; width ≤ proposal)"
  ) {
    let frame = try LayoutProbe(Text(paragraph).id("t"), width: 150)["t"]
    let fits = try frame.width <= 150 && (3...8).contains { try abs(lines($0) - frame.height) < 0.001 }
    return try [("t", frame, fits ? frame : rect(0, 0, 150, lines(3)))]
  },
  ParityScenario(
    "A short proposed height keeps the whole lines that fit", source: "research §2.2 (keeps whole lines, last one truncated)"
  ) {
    let height = try lines(2)
    let frame = try LayoutProbe(Text(paragraph).id("t"), width: 150, height: height + 1)["t"]
    return [("t", frame, rect(0, 0, frame.width, height))]
  },
  ParityScenario(
    "A proposed height below one line still shows one line", source: "research §2.2 ('at least one')"
  ) {
    let frame = try LayoutProbe(Text(paragraph).id("t"), width: 150, height: 5)["t"]
    return try [("t", frame, rect(0, 0, frame.width, lineHeight()))]
  },
  ParityScenario("lineLimit(1) keeps one line within the width", source: "Apple docs, lineLimit(_:)") {
    let frame = try LayoutProbe(Text(paragraph).lineLimit(1).id("t"), width: 150)["t"]
    return try [("t", frame, rect(0, 0, min(frame.width, 150), lineHeight()))]
  },
  ParityScenario("lineLimit(2) keeps two lines", source: "Apple docs, lineLimit(_:)") {
    let frame = try LayoutProbe(Text(paragraph).lineLimit(2).id("t"), width: 150)["t"]
    return try [("t", frame, rect(0, 0, frame.width, lines(2)))]
  },
  ParityScenario("lineSpacing adds space between lines", source: "Apple docs, lineSpacing(_:)") {
    let frame = try LayoutProbe(Text(paragraph).lineLimit(2).lineSpacing(6).id("t"), width: 150)["t"]
    return try [("t", frame, rect(0, 0, frame.width, lines(2) + 6))]
  },
  ParityScenario(
    "Between two colours in an HStack, text gets a third of the width and wraps",
    source: "research §2.8 ('HStack { Color; Text; Color } at 200 pt wraps the text')"
  ) {
    let probe = try LayoutProbe(HStack { Color.red; Text(paragraph).id("t"); Color.blue }, width: 200, height: 300)
    let frame = probe["t"]
    let third = (200 - 16) / 3.0
    let wraps = try frame.width <= third + 0.001 && frame.height > lineHeight() * 2
    return [("t", frame, wraps ? frame : rect(frame.minX, frame.minY, third, frame.height))]
  },
  ParityScenario(
    "With a higher priority the text takes the width it needs first",
    source: "research §2.8 ('With .layoutPriority(1) it gets the whole remaining width first')"
  ) {
    let short = "Short label"
    let ideal = try LayoutProbe(Text(short).id("t"))["t"]
    let probe = try LayoutProbe(HStack { Color.red; Text(short).layoutPriority(1).id("t"); Color.blue }, width: 200, height: 100)
    let frame = probe["t"]
    return [("t", frame, rect((200 - ideal.width) / 2, (100 - ideal.height) / 2, ideal.width, ideal.height))]
  },
  ParityScenario("Text in a VStack wraps at the stack's width", source: "research §2.8 (minor proposal passed to children)") {
    let frame = try LayoutProbe(VStack { Text(paragraph).id("t") }, width: 200)["t"]
    let fits = try frame.width <= 200 && frame.height > lineHeight()
    return try [("t", frame, fits ? frame : rect(0, 0, 200, lineHeight() * 2))]
  },
  ParityScenario(
    "Centred lines do not change the text's frame", source: "Apple docs, multilineTextAlignment(_:) (aligns lines inside the view)"
  ) {
    let leading = try LayoutProbe(Text(paragraph).id("t"), width: 150)["t"]
    let centred = try LayoutProbe(Text(paragraph).multilineTextAlignment(.center).id("t"), width: 150)["t"]
    return [("t", centred, leading)]
  },
  ParityScenario(
    "A fixed-width frame wraps its text and centres it vertically", source: "research §2.4 and §2.2"
  ) {
    let probe = try LayoutProbe(Text(paragraph).id("t").frame(width: 120, height: 200).id("f"))
    let frame = probe["t"]
    return [("f", probe["f"], rect(0, 0, 120, 200)), ("t", frame, rect((120 - frame.width) / 2, (200 - frame.height) / 2, frame.width, frame.height))]
  },
]

@Test(arguments: textScenarios)
func textParity(_ scenario: ParityScenario) {
  scenario.verify()
}

@Test func theParitySuiteHasAtLeastFiftyScenariosWithSources() {
  let all = stackScenarios + frameScenarios + modifierScenarios + alignmentScenarios + textScenarios + scrollScenarios
  #expect(all.count >= 50)
  #expect(all.allSatisfy { !$0.source.isEmpty })
  #expect(Set(all.map(\.name)).count == all.count, "scenario names are unique")
}
