import DarkroomUI
import Testing

/// Padding, backgrounds and overlays, offsets, hiding, aspect ratios and ZStacks.
let modifierScenarios: [ParityScenario] = [
  ParityScenario("padding() adds 16 points on every edge", source: "OpenSwiftUI DefaultPadding.swift; research §2.3") {
    let probe = try LayoutProbe(square(20, "c").padding().id("p"))
    return [("p", probe["p"], rect(0, 0, 52, 52)), ("c", probe["c"], rect(16, 16, 20, 20))]
  },
  ParityScenario("Horizontal then vertical padding", source: "Apple docs, padding(_:_:)") {
    let probe = try LayoutProbe(square(20, "c").padding(.horizontal, 12).padding(.vertical, 8).id("p"))
    return [("p", probe["p"], rect(0, 0, 44, 36)), ("c", probe["c"], rect(12, 8, 20, 20))]
  },
  ParityScenario("Uneven EdgeInsets", source: "Apple docs, padding(_: EdgeInsets)") {
    let probe = try LayoutProbe(square(20, "c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"))
    return [("p", probe["p"], rect(0, 0, 26, 24)), ("c", probe["c"], rect(2, 1, 20, 20))]
  },
  ParityScenario("Padding offers the child the proposal minus the insets", source: "research §2.3") {
    let probe = try LayoutProbe(Color.red.id("c").padding(10), width: 100, height: 60)
    return [("c", probe["c"], rect(10, 10, 80, 40))]
  },
  ParityScenario("Padding larger than the proposal offers the child zero", source: "research §2.3 (clamped at 0)") {
    let probe = try LayoutProbe(Color.red.id("c").padding(30).id("p"), width: 40, height: 40)
    return [("p", probe["p"], rect(0, 0, 60, 60)), ("c", probe["c"], rect(30, 30, 0, 0))]
  },
  ParityScenario(
    "A background never changes the size of the view", source: "research §2.7 (size decided only by the primary)"
  ) {
    let probe = try LayoutProbe(square(40, "c").background(box(100, 100, "bg")).id("w"))
    return [("w", probe["w"], rect(0, 0, 40, 40)), ("bg", probe["bg"], rect(-30, -30, 100, 100))]
  },
  ParityScenario("A background is offered exactly the view's size", source: "research §2.7") {
    let probe = try LayoutProbe(box(50, 30, "c").background(Color.red.id("bg")))
    return [("bg", probe["bg"], rect(0, 0, 50, 30))]
  },
  ParityScenario("An overlay lines up on its alignment", source: "Apple docs, overlay(alignment:content:)") {
    let probe = try LayoutProbe(box(100, 60, "c").overlay(alignment: .topTrailing) { square(20, "o") })
    return [("o", probe["o"], rect(80, 0, 20, 20))]
  },
  ParityScenario("A background lines up on its alignment", source: "Apple docs, background(alignment:content:)") {
    let probe = try LayoutProbe(box(100, 60, "c").background(alignment: .bottom) { square(20, "b") })
    return [("b", probe["b"], rect(40, 40, 20, 20))]
  },
  ParityScenario("A border does not change the size", source: "Apple docs, border(_:width:) draws inside the frame") {
    let probe = try LayoutProbe(box(50, 30, "c").border(.red, width: 4).id("b"))
    return [("b", probe["b"], rect(0, 0, 50, 30))]
  },
  ParityScenario("Several overlay views are stacked on each other", source: "Apple docs, overlay content is a ZStack") {
    let probe = try LayoutProbe(box(100, 60, "c").overlay { square(20, "o1"); box(40, 10, "o2") })
    return [("o1", probe["o1"], rect(40, 20, 20, 20)), ("o2", probe["o2"], rect(30, 25, 40, 10))]
  },
  ParityScenario(
    "offset moves a view without moving its neighbours", source: "Apple docs, offset(x:y:) ('does not change the layout')"
  ) {
    let probe = try LayoutProbe(HStack(spacing: 0) { square(20, "a").offset(x: 5, y: 5); square(20, "b") })
    return [("b", probe["b"], rect(20, 0, 20, 20))]
  },
  ParityScenario("An offset view is drawn at its new place", source: "Apple docs, offset(x:y:)") {
    let probe = try LayoutProbe(HStack(spacing: 0) { square(20, "a").offset(x: 5, y: 5).id("o"); square(20, "b") })
    return [("a", probe["a"], rect(5, 5, 20, 20)), ("o", probe["o"], rect(0, 0, 20, 20))]
  },
  ParityScenario("hidden() keeps the view's space", source: "Apple docs, hidden()") {
    let probe = try LayoutProbe(HStack(spacing: 0) { square(20, "a").hidden(); square(20, "b") })
    return [("b", probe["b"], rect(20, 0, 20, 20))]
  },
  ParityScenario("aspectRatio(2, .fit) fits inside the proposal", source: "Apple docs, aspectRatio(_:contentMode:)") {
    let probe = try LayoutProbe(Color.red.aspectRatio(2, contentMode: .fit).id("c"), width: 200, height: 200)
    return [("c", probe["c"], rect(0, 0, 200, 100))]
  },
  ParityScenario("aspectRatio(2, .fill) covers the proposal", source: "Apple docs, ContentMode.fill") {
    let probe = try LayoutProbe(Color.red.aspectRatio(2, contentMode: .fill).id("c"), width: 200, height: 200)
    return [("c", probe["c"], rect(0, 0, 400, 200))]
  },
  ParityScenario(
    "An aspect ratio with one axis proposed follows that axis", source: "Apple docs, aspectRatio; a nil axis is unconstrained"
  ) {
    let probe = try LayoutProbe(Color.red.aspectRatio(2, contentMode: .fit).id("c"), width: 100)
    return [("c", probe["c"], rect(0, 0, 100, 50))]
  },
  ParityScenario(
    "scaledToFit keeps a resizable image's proportions", source: "Apple docs, scaledToFit(); Image.resizable()"
  ) {
    let probe = try LayoutProbe(Image(bitmap: Bitmap(width: 100, height: 50)).resizable().scaledToFit().id("i"), width: 80, height: 80)
    return [("i", probe["i"], rect(0, 0, 80, 40))]
  },
  ParityScenario("scaledToFill covers the proposal", source: "Apple docs, scaledToFill()") {
    let probe = try LayoutProbe(Image(bitmap: Bitmap(width: 100, height: 50)).resizable().scaledToFill().id("i"), width: 80, height: 80)
    return [("i", probe["i"], rect(0, 0, 160, 80))]
  },
  ParityScenario("An image keeps its own size unless resizable", source: "research §2.2 (Image has a fixed size)") {
    let probe = try LayoutProbe(Image(bitmap: Bitmap(width: 90, height: 30, scale: 3)).id("i"), width: 300, height: 300)
    return [("i", probe["i"], rect(0, 0, 30, 10))]
  },
  ParityScenario("ZStack(alignment: .topLeading)", source: "Apple docs, ZStack(alignment:)") {
    let probe = try LayoutProbe(ZStack(alignment: .topLeading) { square(50, "a"); square(20, "b") })
    return [("b", probe["b"], rect(0, 0, 20, 20))]
  },
  ParityScenario("ZStack centres and takes the union of its children", source: "research §2.9 (union of aligned frames)") {
    let probe = try LayoutProbe(ZStack { box(50, 20, "a"); box(20, 50, "b") }.id("z"))
    return [("z", probe["z"], rect(0, 0, 50, 50)), ("a", probe["a"], rect(0, 15, 50, 20)), ("b", probe["b"], rect(15, 0, 20, 50))]
  },
  ParityScenario("zIndex changes drawing order, not frames", source: "Apple docs, zIndex(_:)") {
    let probe = try LayoutProbe(ZStack { square(50, "a").zIndex(1); square(20, "b") })
    return [("a", probe["a"], rect(0, 0, 50, 50)), ("b", probe["b"], rect(15, 15, 20, 20))]
  },
]

@Test(arguments: modifierScenarios)
func modifierParity(_ scenario: ParityScenario) {
  scenario.verify()
}

/// Scroll views at rest.
let scrollScenarios: [ParityScenario] = [
  ParityScenario(
    "A vertical ScrollView takes the whole proposal and starts its content at the top",
    source: "Apple docs, ScrollView (content in a scrollable region; the view expands to its container)"
  ) {
    let probe = try LayoutProbe(ScrollView { box(100, 600, "content") }.id("scroll"), width: 300, height: 400)
    return [("scroll", probe["scroll"], rect(0, 0, 300, 400)), ("content", probe["content"], rect(100, 0, 100, 600))]
  },
  ParityScenario(
    "A ScrollView offers its content its ideal height, so text is never cut by it",
    source: "Apple docs, ScrollView (nil proposal along the scroll axis)"
  ) {
    let text = "A paragraph long enough to wrap onto several lines inside a narrow scroll view."
    let free = try LayoutProbe(Text(text).id("t"), width: 120)["t"]
    let probe = try LayoutProbe(ScrollView { Text(text).id("t") }, width: 120, height: 30)
    return [("t", probe["t"], rect((120 - free.width) / 2, 0, free.width, free.height))]
  },
]

@Test(arguments: scrollScenarios)
func scrollParity(_ scenario: ParityScenario) {
  scenario.verify()
}
