import DarkroomBenchViews
import DarkroomUI

/// One image the benchmark asserts: the view, a changed view that must fail, the strategy,
/// and a renderer set up as the strategy renders.
struct BenchCase {
  let name: String
  let pixels: String
  let render: () throws -> Bitmap
  /// Asserts the original view; `nil` when it passed.
  let verify: (_ record: SnapshotTestingConfiguration.Record, _ directory: String) -> String?
  /// Asserts the changed view against the original's reference.
  let verifyChanged: (_ directory: String) -> String?

  init<V: View, W: View>(
    name: String, pixels: String, view: V, changed: W, size: CGSize, scale: CGFloat
  ) {
    self.name = name
    self.pixels = pixels
    let traits = UITraitCollection(displayScale: scale)
    let strategy = Snapshotting<V, Bitmap>.image(layout: .fixed(width: size.width, height: size.height), traits: traits)
    let changedStrategy = Snapshotting<W, Bitmap>.image(
      layout: .fixed(width: size.width, height: size.height), traits: traits)
    render = {
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = ProposedViewSize(size)
      renderer.scale = scale
      renderer.isOpaque = true
      return try renderer.render()
    }
    verify = { record, directory in
      verifySnapshot(
        of: view, as: strategy, named: name, record: record, snapshotDirectory: directory, testName: "bench")
    }
    verifyChanged = { directory in
      verifySnapshot(
        of: changed, as: changedStrategy, named: name, record: .never, snapshotDirectory: directory, testName: "bench")
    }
  }

  /// The example's receipt card, 720 × 780 pixels; the change is the tax rate (8 % to 8.5 %).
  @MainActor static func receiptCard() -> BenchCase {
    BenchCase(
    name: "receipt-card", pixels: "720×780", view: benchReceiptCard(), changed: benchReceiptCard(changed: true),
    size: CGSize(width: 360, height: 390), scale: 2)
  }

  /// A full iPhone 15 screen, 393 × 852 points at 3x; the change is the picture in its rows.
  @MainActor static func fullScreen() -> BenchCase {
    BenchCase(
    name: "full-screen", pixels: "1179×2556", view: BenchScreen(avatar: BenchScreen.sampleAvatar),
    changed: BenchScreen(avatar: changedAvatar), size: CGSize(width: 393, height: 852), scale: 3)
  }

  /// The sample picture with its colours turned round.
  @MainActor static let changedAvatar: Bitmap = {
    var bitmap = BenchScreen.sampleAvatar
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let pixel = bitmap[x, y]
        bitmap[x, y] = Pixel(red: pixel.blue, green: pixel.red, blue: pixel.green)
      }
    }
    return bitmap
  }()
}
