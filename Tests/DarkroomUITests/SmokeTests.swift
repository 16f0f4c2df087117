import DarkroomUI
import Testing

@Test func rendersATextBadge() throws {
  let renderer = ImageRenderer(content: Text("Connected").padding(8).background(.blue))
  renderer.scale = 2
  let bitmap = try renderer.render()
  #expect(bitmap.width > 0 && bitmap.height > 0)
}
