import DarkroomUI
import Testing

/// A badge renders at its size with its background and its text: the canvas is the padded
/// text at 2x, the corners are the background colour, and the text draws pixels of another
/// colour inside.
@Test func rendersATextBadge() throws {
  let text = Text("Connected")
  let badge = ImageRenderer(content: text.padding(8).background(.blue))
  badge.scale = 2
  let bitmap = try badge.render()

  let textOnly = ImageRenderer(content: text)
  textOnly.scale = 2
  let textBitmap = try textOnly.render()
  #expect(bitmap.width == textBitmap.width + 32, "8 points of padding a side at 2x")
  #expect(bitmap.height == textBitmap.height + 32)
  #expect(bitmap.width > 2 * bitmap.height, "one line of text is wider than tall")

  let swatch = ImageRenderer(content: Color.blue.frame(width: 1, height: 1))
  let blue = try swatch.render()[0, 0]
  // Two pixels in from each corner: edges are rounded to whole pixels, so the canvas's last
  // row or column may be left uncovered.
  let right = bitmap.width - 3, bottom = bitmap.height - 3
  for (x, y) in [(2, 2), (right, 2), (2, bottom), (right, bottom)] {
    #expect(bitmap[x, y] == blue, "corner (\(x), \(y))")
  }
  let inked = (16..<(bitmap.height - 16)).contains { y in (16..<(bitmap.width - 16)).contains { bitmap[$0, y] != blue } }
  #expect(inked, "the text drew no pixels")
}
