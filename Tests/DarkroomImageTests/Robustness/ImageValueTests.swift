import Foundation
import Testing

@testable import DarkroomImage

/// Public fields set past their initialisers' checks never crash the engine: encoding and
/// comparing read them safely, `validate()` names what is wrong, and the image strategy
/// reports it as the assertion's failure.
@Suite struct ImageValueTests {
  private func shortBitmap() -> Bitmap {
    var bitmap = Bitmap(width: 3, height: 2, filledWith: .white)
    bitmap.bytes.removeLast(5)
    return bitmap
  }

  @Test func bitmapsWithTooFewOrTooManyBytesAreReportedAndReadSafely() throws {
    let short = shortBitmap()
    #expect(throws: ImageValueError.byteCount(width: 3, height: 2, expected: 24, actual: 19)) { try short.validate() }
    var long = Bitmap(width: 2, height: 2)
    long.bytes += [1, 2, 3]
    #expect(throws: ImageValueError.byteCount(width: 2, height: 2, expected: 16, actual: 19)) { try long.validate() }

    // Encoding reads missing pixels as transparent: the file decodes to a whole bitmap.
    let decoded = try PNG.decode(PNG.encode(short, .reference))
    #expect(decoded.width == 3 && decoded.height == 2)
    #expect(decoded[0, 0] == .white)
    #expect(decoded[2, 1] == .clear)
    #expect(!short.hasSamePixels(as: Bitmap(width: 3, height: 2, filledWith: .white)))
    let comparison = Comparison(reference: Bitmap(width: 3, height: 2, filledWith: .white), new: short, options: .exact)
    #expect(comparison.differentPixels == 2)
  }

  @Test func scalesThatAreNotFiniteAreReportedAndLeftOutOfFiles() throws {
    var bitmap = Bitmap(width: 2, height: 2, filledWith: .black)
    for scale in [Double.nan, .infinity, -3, 0] {
      bitmap.scale = scale
      // NaN is not equal to itself, so the error is matched by its message.
      let error = #expect(throws: ImageValueError.self) { try bitmap.validate() }
      #expect(error?.description.contains("not \(scale);") == true)
      #expect(try PNG.decode(PNG.encode(bitmap)).hasSamePixels(as: bitmap))
    }
  }

  @Test func palettesOutsideOneTo256ColoursAreReportedAndReadSafely() throws {
    var image = IndexedBitmap(width: 4, height: 1, palette: [.white, .black])
    image.palette = []
    #expect(throws: ImageValueError.paletteSize(0)) { try image.validate() }
    #expect(image.bitmap().width == 4)
    #expect(try PNG.decode(PNG.encode(image)).width == 4)
    image.palette = Array(repeating: .black, count: 300)
    #expect(throws: ImageValueError.paletteSize(300)) { try image.validate() }
    #expect(image.bitmap()[3, 0] == .black)
    image.palette = [.white]
    image.indices = [0]
    #expect(throws: ImageValueError.byteCount(width: 4, height: 1, expected: 4, actual: 1)) { try image.validate() }
    #expect(image.bitmap()[3, 0] == .white)
  }

  @Test func fadesOutsideTheirRangeAreReportedAndHeldToIt() throws {
    for fade in [Double.nan, -1, 5, .infinity] {
      var style = DiffStyle.standard
      style.fade = fade
      let error = #expect(throws: ImageValueError.self) { try style.validate() }
      #expect(error?.description.contains("not \(fade).") == true)
      let (comparison, diff) = Comparison.drawingDiff(
        reference: Bitmap(width: 4, height: 4, filledWith: .white), new: Bitmap(width: 4, height: 4, filledWith: .black),
        options: .exact, style: style)
      #expect(comparison.differentPixels == 16)
      #expect(diff?.width == 4)
    }
  }

  @Test func theImageStrategyReportsBadValuesInsteadOfRecordingThem() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-values-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = verifySnapshot(of: shortBitmap(), as: .image, named: "short", record: .all, snapshotDirectory: folder.path)
    #expect(message?.contains("needs 24 bytes, not 19") == true, "\(message ?? "passed")")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ImageValueTests.short.png").path))

    var style = DiffStyle.standard
    style.fade = .nan
    let styled = verifySnapshot(
      of: Bitmap(width: 2, height: 2), as: .image(options: .exact, style: style), named: "style", record: .all,
      snapshotDirectory: folder.path)
    #expect(styled?.contains("fade") == true, "\(styled ?? "passed")")
  }
}
