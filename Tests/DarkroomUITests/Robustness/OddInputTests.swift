import DarkroomUI
import Foundation
import SeededRandom
import Testing

/// Views built with odd numbers (NaN, ±infinity, negative, huge) in frames, paddings, fonts,
/// spacings and shadows never crash the process: each renders, or throws a typed error that
/// an assertion reports.
///
/// The trees are random but seeded, so every run builds the same ones. A failure names its
/// seed and tree; run it again with `DARKROOM_FUZZ_SEED=<seed> swift test --filter OddInputTests`.
@Suite struct OddInputTests {
  static let seed: UInt64 = ProcessInfo.processInfo.environment["DARKROOM_FUZZ_SEED"].flatMap { UInt64($0) }
    ?? 0x00DA_4C00_2026

  @Test func oddViewTreesRenderOrReportATypedError() {
    var random = SeededGenerator(seed: Self.seed)
    var rendered = 0, refused = 0
    for tree in 0..<160 {
      let view = OddViewTrees.view(depth: 3, &random)
      let renderer = ImageRenderer(content: view)
      renderer.scale = OddViewTrees.pick([1, 2, 3, 0, -2, .nan, .infinity, 1e9], &random)
      renderer.isOpaque = random.next() % 2 == 0
      if random.next() % 3 == 0 {
        renderer.proposedSize = ProposedViewSize(width: OddViewTrees.number(&random), height: OddViewTrees.number(&random))
      }
      do {
        let bitmap = try renderer.render()
        #expect(
          bitmap.bytes.count == bitmap.width * bitmap.height * 4,
          "seed \(Self.seed), tree \(tree): a \(bitmap.width)×\(bitmap.height) render has \(bitmap.bytes.count) bytes")
        rendered += 1
      } catch is RenderError {
        refused += 1
      } catch {
        Issue.record("seed \(Self.seed), tree \(tree): the render threw an untyped error: \(error)")
      }
    }
    // Both outcomes happen: the trees are neither all renderable nor all refused.
    #expect(rendered > 0, "seed \(Self.seed): no tree rendered")
    #expect(refused > 0, "seed \(Self.seed): no tree was refused")
  }

  @Test func oddViewTreesFailAssertionsWithAMessage() throws {
    var random = SeededGenerator(seed: Self.seed ^ 0xA55E)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-odd-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for tree in 0..<40 {
      let view = OddViewTrees.view(depth: 2, &random)
      let layout = OddViewTrees.pick(
        [SwiftUISnapshotLayout.sizeThatFits, .fixed(width: OddViewTrees.number(&random), height: 80)], &random)
      let message = verifySnapshot(
        of: view, as: .image(layout: layout), named: "tree-\(tree)", record: .all, snapshotDirectory: folder.path)
      // Recording always reports (the reference was written, or why it could not be made).
      #expect(message?.isEmpty == false, "seed \(Self.seed), tree \(tree): no message")
    }
  }
}

/// Bitmaps shown by `Image` whose fields skipped their checks draw nothing instead of being
/// read past their end, and never crash the render.
@Suite struct OddImageTests {
  @Test func imagesWithTheWrongByteCountDrawNothing() throws {
    var short = Bitmap(width: 8, height: 8, filledWith: .black)
    short.bytes.removeLast(100)
    let renderer = ImageRenderer(content: Image(bitmap: short).frame(width: 8, height: 8))
    renderer.isOpaque = true
    let bitmap = try renderer.render()
    let background = bitmap[0, 0]
    #expect(background != .black)
    #expect(bitmap[4, 4] == background, "the short bitmap was drawn")
  }
}
