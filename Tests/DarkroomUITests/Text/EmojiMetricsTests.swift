import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Emoji at Apple Color Emoji's measure: an iOS 17 simulator draws U+1F525 FIRE at 60 pt in a
/// text frame 65 pt wide, its ink about 46.5 × 59.5 pt.
@Suite struct EmojiMetricsTests {
  private func frame(_ string: String) throws -> (width: Double, height: Double) {
    let text = try ImageRenderer(content: Text(string).font(.system(size: 60))).layoutDescription()
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Text ") })
    let size = try #require(line.split(separator: ",").last?.dropLast().split(separator: "×"))
    return (try #require(Double(size[0].trimmingCharacters(in: .whitespaces))), try #require(Double(size[1])))
  }

  @Test func anEmojiAdvancesAsAppleColorEmojiDoes() throws {
    #expect(abs(try frame("🔥").width - 65) <= 0.5)
    #expect(abs(try frame("🔥🔥").width - 130) <= 1)
  }

  @Test func emojiLeaveTheLinePitchAndOtherTextAlone() throws {
    let letters = try frame("Ab"), mixed = try frame("Ab🔥")
    #expect(mixed.height == letters.height)
    #expect(abs(mixed.width - (letters.width + 65)) <= 1)
  }

  @Test func anEmojisInkIsAppleColorEmojisSize() throws {
    let renderer = ImageRenderer(content: Text("🔥").font(.system(size: 60)))
    renderer.scale = 2
    let bitmap = try renderer.render()
    var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y].alpha > 128 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    let width = Double(maxX + 1 - minX) / 2, height = Double(maxY + 1 - minY) / 2
    // Noto's flame is drawn differently; its box is within 3 pt of Apple's.
    #expect(abs(width - 46.5) <= 3)
    #expect(abs(height - 59.5) <= 3)
  }
}
