import DarkroomUI
import Foundation
import Testing

@Suite struct ImageFileTests {
  private func temporaryPNG(named name: String, _ bitmap: Bitmap) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try FileBytes.writeAtomically(PNG.encode(bitmap), to: path)
    return path
  }

  @Test func aPNGFileIsDrawnAtItsScale() throws {
    let path = try temporaryPNG(named: "swatch@2x.png", Bitmap(width: 40, height: 20, filledWith: Pixel(red: 200, green: 0, blue: 0)))
    let probe = try LayoutProbe(Image(contentsOfFile: path).id("image"))
    #expect(probe.size == CGSize(width: 20, height: 10))
    let renderer = ImageRenderer(content: Image(contentsOfFile: path))
    renderer.scale = 2
    #expect(try renderer.render()[10, 10] == Pixel(red: 200, green: 0, blue: 0))
  }

  @Test func pngDataMakesAnImage() throws {
    let data = Data(PNG.encode(Bitmap(width: 3, height: 3, filledWith: .black)))
    #expect(try LayoutProbe(try Image(pngData: data).id("i")).size == CGSize(width: 3, height: 3))
    #expect(throws: PNGError.self) { try Image(pngData: Data([1, 2, 3])) }
  }

  @Test func aMissingFileTakesNoSpaceAndIsNamedInTheLayout() throws {
    let probe = try LayoutProbe(Image(contentsOfFile: "/nonexistent/avatar.png"))
    #expect(probe.size == .zero)
    #expect(probe.description.contains("missing \"/nonexistent/avatar.png\""))
  }

  @Test func templateImagesTakeTheForegroundStyle() throws {
    let mask = Bitmap(width: 4, height: 4, filledWith: .black)
    let renderer = ImageRenderer(
      content: Image(bitmap: mask).renderingMode(.template).resizable().frame(width: 4, height: 4).foregroundStyle(.green))
    #expect(try renderer.render()[2, 2] == Pixel(red: 52, green: 199, blue: 89))
  }
}
