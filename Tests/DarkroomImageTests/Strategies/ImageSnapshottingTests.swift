import Foundation
import Testing

@testable import DarkroomImage

/// The `.image` and `.png` strategies: what they store, when they pass, what a failure says
/// and attaches.
@Suite struct ImageSnapshottingTests {
  private let reference = Bitmap(width: 40, height: 30, scale: 2) { x, y in
    x < 20 ? Pixel(red: 250, green: 250, blue: 250) : Pixel(red: 30, green: 60, blue: UInt8(y * 8))
  }

  private func changed(_ count: Int) -> Bitmap {
    var new = reference
    for index in 0..<count { new[index % 10, index / 10] = .black }
    return new
  }

  @Test func storesCompactDeterministicPNG() throws {
    let diffing = Snapshotting<Bitmap, Bitmap>.image.diffing
    let data = diffing.toData(reference)
    #expect(data == diffing.toData(reference))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try diffing.fromData(data) == reference)
    #expect(Snapshotting<Bitmap, Bitmap>.image.pathExtension == "png")
    #expect(throws: PNGError.self) { try diffing.fromData(Data("not a png".utf8)) }
  }

  @Test func exactByDefault() {
    let diffing = Snapshotting<Bitmap, Bitmap>.image.diffing
    #expect(diffing.diff(reference, reference) == nil)
    #expect(diffing.diff(reference, changed(1)) != nil)
  }

  @Test func failureGivesCountsRegionsAndAttachments() throws {
    let diffing = Snapshotting<Bitmap, Bitmap>.image(precision: 0.99).diffing
    #expect(diffing.diff(reference, changed(12)) == nil)  // 1 % of 1200 pixels may differ
    let (message, attachments) = try #require(diffing.diff(reference, changed(13)))
    #expect(message.hasPrefix("13 of 1200 pixels differ (1.08%) in any channel; at most 12 (1.00%) may."))
    #expect(message.contains("Changed regions (x, y, width×height):\n  (0, 0, 10×2) 13 px"))
    #expect(attachments.map(\.name) == ["diff.png", "strip.png"])
    let diff = try PNG.decode([UInt8](attachments[0].data))
    #expect(diff.width == 40 && diff.height == 30 && diff.scale == 2)
    #expect(diff[0, 0] == Pixel(red: 255, green: 0, blue: 0))
    let strip = try PNG.decode([UInt8](attachments[1].data))
    #expect(strip.width == 3 * 40 + 2 * 8 && strip.height == 30)
    #expect(strip[48 + 0, 0] == .black)  // the new image, second in the strip
  }

  @Test func perceptualPrecisionForgivesInvisibleChanges() {
    var faint = reference
    faint[30, 10] = Pixel(red: 31, green: 60, blue: 80)
    #expect(Snapshotting<Bitmap, Bitmap>.image(perceptualPrecision: 0.98).diffing.diff(reference, faint) == nil)
    #expect(Snapshotting<Bitmap, Bitmap>.image.diffing.diff(reference, faint) != nil)
  }

  @Test func sizeMismatchSaysSoAndAttachesTheStrip() throws {
    let taller = Bitmap(width: 40, height: 31)
    let (message, attachments) = try #require(Snapshotting<Bitmap, Bitmap>.image.diffing.diff(reference, taller))
    #expect(message == "The images differ in size: the reference is 40×30 pixels, the new image 40×31.")
    #expect(attachments.map(\.name) == ["strip.png"])
  }

  @Test func emptyBitmapsCanBeSnapshotted() throws {
    let diffing = Snapshotting<Bitmap, Bitmap>.image.diffing
    let empty = Bitmap(width: 0, height: 0)
    #expect(try diffing.fromData(diffing.toData(empty)) == empty)
    #expect(diffing.diff(empty, empty) == nil)
    let (message, _) = try #require(diffing.diff(empty, Bitmap(width: 2, height: 2)))
    #expect(message.contains("the reference is 0×0 pixels, the new image 2×2"))
  }

  @Test func pngDataIsComparedByPixels() throws {
    let diffing = Snapshotting<Data, Data>.png.diffing
    let compact = Data(PNG.encode(reference, .compact)), fast = Data(PNG.encode(reference, .fast))
    #expect(compact != fast)
    #expect(diffing.diff(compact, fast) == nil)
    let (message, attachments) = try #require(diffing.diff(compact, Data(PNG.encode(changed(3), .fast))))
    #expect(message.hasPrefix("3 of 1200 pixels differ"))
    #expect(attachments.count == 2)
    #expect(Snapshotting<Data, Data>.png.pathExtension == "png")
    #expect(try diffing.fromData(compact) == compact)
    #expect(throws: PNGError.self) { try diffing.fromData(Data([1, 2, 3, 4, 5, 6, 7, 8, 9])) }
  }

  @Test func damagedNewPNGDataIsExplained() throws {
    let diffing = Snapshotting<Data, Data>.png(precision: 0.9).diffing
    let valid = Data(PNG.encode(reference))
    let (message, attachments) = try #require(diffing.diff(valid, valid.prefix(60)))
    #expect(message.hasPrefix("The new snapshot is truncated") || message.hasPrefix("The new snapshot is a damaged PNG"))
    #expect(attachments.isEmpty)
  }

  @Test func verifiesAgainstAReferenceOnDisk() throws {
    let folder = try TemporaryFolder()
    let recorded = verifySnapshot(of: reference, as: .image, named: "screen", record: .all, snapshotDirectory: folder.url.path)
    #expect(recorded?.contains("Record mode is on") == true)
    #expect(folder.files == ["verifiesAgainstAReferenceOnDisk.screen.png"])
    #expect(verifySnapshot(of: reference, as: .image, named: "screen", record: .never, snapshotDirectory: folder.url.path) == nil)
    let failure = try #require(
      verifySnapshot(of: changed(5), as: .image, named: "screen", record: .never, snapshotDirectory: folder.url.path))
    #expect(failure.contains("5 of 1200 pixels differ (0.42%) in any channel; none may."))
    #expect(failure.contains("(0, 0, 5×1) 5 px"))
  }
}
