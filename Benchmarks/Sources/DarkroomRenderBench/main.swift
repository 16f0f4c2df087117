// darkroom-render-bench: times full-screen renders to pixels. Build with -c release.
//
//   darkroom-render-bench [--renders 1000] [--warm 200] [--screen sample|inbox]
//
// It prints a Markdown section for BENCHMARKS.md: the first render (with the private font
// set-up), the warm median and spread, and resident memory across many renders in a row.
import DarkroomBenchViews
import DarkroomViews
import Foundation

let arguments = CommandLine.arguments
/// A count given as `--name N`; a count below 1, or one that is not a number, stops the bench.
func option(_ name: String, default value: Int) -> Int {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
  guard let number = Int(arguments[index + 1]), number >= 1 else {
    FileHandle.standardError.write(Data("darkroom-render-bench: \(name) needs a whole number of 1 or more, not '\(arguments[index + 1])'\n".utf8))
    exit(2)
  }
  return number
}
let totalRenders = option("--renders", default: 1000)
let warmRenders = option("--warm", default: 200)

let processStart = milliseconds()
/// The screen to time: the sample screen (stacks, text, images, shadows), or the inbox
/// (navigation stack, search field, a list of rows with avatars, a tab bar).
let usesInbox = arguments.firstIndex(of: "--screen").map { arguments.indices.contains($0 + 1) && arguments[$0 + 1] == "inbox" } ?? false
@MainActor func makeScreen(salt: String = "") -> AnyView {
  usesInbox ? AnyView(benchInbox(salt: salt)) : AnyView(BenchScreen(avatar: BenchScreen.sampleAvatar, salt: salt))
}
let screen = makeScreen()
@MainActor func render(_ screen: AnyView = makeScreen()) throws -> Bitmap {
  let renderer = ImageRenderer(content: screen)
  renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
  renderer.scale = 3
  renderer.isOpaque = true
  return try renderer.render()
}

let beforeFirst = milliseconds()
let first = try render()
let firstRender = milliseconds() - beforeFirst
let startToFirstPixels = milliseconds() - processStart
let description = try ImageRenderer(content: screen).layoutDescription()
let viewCount = description.split(separator: "\n").count - 1

var samples: [Double] = []
var cpuSamples: [Double] = []
for _ in 0..<warmRenders {
  let start = milliseconds()
  let cpuStart = threadCPUMilliseconds()
  _ = try render()
  cpuSamples.append(threadCPUMilliseconds() - cpuStart)
  samples.append(milliseconds() - start)
}
// Every text new each time: nothing Pango made before can be reused.
let freshTextSamples: [Double] = (0..<50).map { index in
  let start = milliseconds()
  _ = try? render(makeScreen(salt: " \(index)"))
  return milliseconds() - start
}
let layoutSamples: [Double] = (0..<50).map { _ in
  let start = milliseconds()
  _ = try? ImageRenderer(content: screen).layoutDescription()
  return milliseconds() - start
}

var memory: [(Int, Double)] = [(warmRenders + 1, residentMegabytes())]
var identical = true
for index in 1...totalRenders {
  let bitmap = try render()
  if index % 250 == 0 { identical = identical && bitmap.hasSamePixels(as: first) }
  if index % max(1, totalRenders / 4) == 0 { memory.append((warmRenders + 1 + index, residentMegabytes())) }
}

let contents = usesInbox
  ? "an inbox: a tab view, a navigation stack with a large title and a search field, and a list of\n  eight rows with gradient avatars"
  : "about forty views: text in Latin, Arabic, Japanese and emoji, shapes, a\n  gradient card with a shadow, images, toggles"
print("""
  ## Rendering

  `swift build -c release --product darkroom-render-bench && .build/release/darkroom-render-bench\(usesInbox ? " --screen inbox" : "")`
  renders a full iPhone 15 screen, 393 × 852 points at @3x (\(first.width) × \(first.height) pixels), \(viewCount) layout
  nodes: \(contents). A render is the whole pipeline: views to nodes,
  layout, Pango shaping, cairo drawing and conversion to an RGBA `Bitmap`. Each text engine keeps
  the Pango layouts of texts it has seen, so warm renders of the same screen reuse them; the row
  "every text new" shows a warm render that cannot.

  | measure | result |
  |---|---|
  | first render, private font set-up included | \(format(firstRender)) ms |
  | warm render, median of \(warmRenders) | \(format(median(samples))) ms |
  | warm render, fastest / 90th percentile | \(format(samples.min() ?? 0)) / \(format(percentile(samples, 0.9))) ms |
  | warm render, CPU time of the rendering thread, median | \(format(median(cpuSamples))) ms |
  | warm render with every text new (no text layout reused), median of 50 | \(format(median(freshTextSamples))) ms |
  | layout alone (views to frames, text measured), median of 50 | \(format(median(layoutSamples), digits: 2)) ms |
  | resident memory over \(totalRenders) more renders | \(memory.map { "\(format($0.1)) MB after \($0.0)" }.joined(separator: ", ")) |
  | every sampled render identical to the first | \(identical ? "yes" : "NO") |
  | start of `main` to first pixels | \(format(startToFirstPixels)) ms |
  """)
