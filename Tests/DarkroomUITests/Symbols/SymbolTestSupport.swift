import DarkroomUI
import Foundation

/// The test templates: hand-written SVGs in the layout of the SF Symbols app's exports.
let symbolTemplatesFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/SymbolTemplates")

/// Points every render at the test templates. The folder only holds `test.` and `broken.`
/// names, so other suites' symbols draw as they would without it.
func useTestSymbolTemplates() {
  if Image.symbolTemplatesFolder != symbolTemplatesFixtures { Image.symbolTemplatesFolder = symbolTemplatesFixtures }
}

/// The box, in pixels, of the pixels `isInk` accepts, or `nil` when there are none.
func inkBox(of bitmap: Bitmap, where isInk: (Pixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  for y in 0..<bitmap.height {
    for x in 0..<bitmap.width where isInk(bitmap[x, y]) {
      if let old = box {
        box = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
      } else {
        box = (x, y, x, y)
      }
    }
  }
  return box
}

/// Ink is any pixel noticeably darker than the white background.
func isDark(_ pixel: Pixel) -> Bool { grayLevel(pixel) < 200 }
