import Darkroom
@testable import DarkroomUI
@testable import DarkroomViews
import Foundation
import Testing

/// Noto Serif, from Debian's fonts-noto-core (installed by scripts/setup.sh) and not one of
/// the pinned fonts: it stands in for a font a project ships in its own files.
private let serifRegular = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf")
private let serifBold = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf")

@Suite struct FontRegistryTests {
  @Test func aMissingFileIsATypedErrorNamingIt() {
    let path = "/nonexistent/Brand-Regular.ttf"
    #expect(throws: FontRegistrationError(path: path, reason: .missing)) {
      try FontRegistry.register(fileAt: URL(fileURLWithPath: path))
    }
    #expect(FontRegistrationError(path: path, reason: .missing).description.contains(path))
  }

  @Test func aFileThatIsNotAFontIsATypedErrorNamingIt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
    try "just words".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: FontRegistrationError(path: file.standardizedFileURL.path, reason: .notAFont)) {
      try FontRegistry.register(fileAt: file)
    }
  }

  @Test func aRegisteredFontIsDrawnByFamilyAndPostScriptName() throws {
    #expect(try FontRegistry.register(fileAt: serifRegular) == ["Noto Serif"])
    try FontRegistry.register(fileAt: serifBold)
    #expect(FontRegistry.registeredFamilies.contains("Noto Serif"))
    let environment = EnvironmentValues()
    let family = ResolvedFont(.custom("Noto Serif", size: 19), in: environment)
    #expect(family.family.hasPrefix("Noto Serif"))
    #expect(family.weight == 400)
    #expect(family.size == 19)
    #expect(ResolvedFont(.custom("NotoSerif-Bold", fixedSize: 12), in: environment).weight == 700)
    let serif = try ImageRenderer(content: Text("Hamburgefonstiv").font(.custom("Noto Serif", size: 19))).render()
    let system = try ImageRenderer(content: Text("Hamburgefonstiv").font(.system(size: 19))).render()
    #expect(serif != system)
  }

  @Test func anUnregisteredNameFallsBackToTheSystemFontAtItsSizeAndIsReported() throws {
    let name = "Nobody Registered This \(UUID().uuidString.prefix(6))"
    let resolved = ResolvedFont(.custom(name, size: 15), in: EnvironmentValues())
    #expect(resolved == ResolvedFont(.system(size: 15), in: EnvironmentValues()))
    #expect(FontRegistry.wasReported(name))
    let fallback = try ImageRenderer(content: Text("Fallback").font(.custom(name, size: 15))).render()
    let system = try ImageRenderer(content: Text("Fallback").font(.system(size: 15))).render()
    #expect(fallback == system)
  }

  @Test func aFontRegisteredOnOneThreadIsDrawnTheSameOnOthers() async throws {
    _ = try await Task.detached { try FontRegistry.register(fileAt: serifRegular) }.value
    let view = Text("Same on every thread").font(.custom("Noto Serif", size: 17))
    let renders = try await withThrowingTaskGroup(of: Bitmap.self) { group in
      for _ in 0..<4 { group.addTask { try ImageRenderer(content: view).render() } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(renders).count == 1)
  }

  @Test func customFontSpecimen() throws {
    try FontRegistry.register(fileAt: serifRegular)
    try FontRegistry.register(fileAt: serifBold)
    let view = VStack(alignment: .leading, spacing: 4) {
      Text("Noto Serif, registered").font(.custom("Noto Serif", size: 20))
      Text("Bold by PostScript name").font(.custom("NotoSerif-Bold", size: 15))
      Text("Unregistered: system font").font(.custom("Missing Brand Font", size: 15))
    }.padding(8)
    assertSnapshot(of: view, as: .image(layout: .fixed(width: 260, height: 90)))
  }
}
