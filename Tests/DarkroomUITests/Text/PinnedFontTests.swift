@testable import DarkroomUI
@testable import DarkroomViews
import Foundation
import Testing

/// No system font can take part in a render: Pango's font map offers exactly the pinned
/// families, and asking for a system font by name draws Inter.
@Suite struct PinnedFontTests {
  @Test func thePrivateConfigurationHoldsOnlyThePinnedFiles() throws {
    // Other tests may register fonts meanwhile; the configuration holds the pinned files
    // and registered ones, nothing else.
    let configuration = try FontConfiguration.current()
    let pinned = Set(PinnedFonts.files.map(\.path))
    #expect(configuration.fontFiles.isSuperset(of: pinned))
    #expect(configuration.fontFiles.subtracting(pinned).isSubset(of: FontRegistry.files))
  }

  /// Pango also lists its generic names (Sans, Serif, Monospace, System-ui), which resolve
  /// through the private configuration to pinned fonts.
  @Test func pangoOffersOnlyThePinnedFamilies() throws {
    let families = try TextEnginePool.shared.withEngine { $0.availableFamilies }
    let others = families.subtracting(["Sans", "Serif", "Monospace", "System-ui"]).subtracting(PinnedFonts.families)
    #expect(families.isSuperset(of: PinnedFonts.families))
    #expect(others.isSubset(of: FontRegistry.registeredFamilies))
  }

  @Test func everyPinnedFileIsADebianFontFile() {
    for file in PinnedFonts.files {
      #expect(file.path.hasPrefix("/usr/share/fonts/"), "\(file.path)")
      #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing; run scripts/setup.sh")
    }
  }

  /// DejaVu Sans is installed on Debian machines, so a render that could reach system fonts
  /// would draw it; ours draws the system font instead, as SwiftUI does for a name it lacks.
  @Test func aSystemFontAskedForByNameIsNotUsed() throws {
    func render(_ font: Font) throws -> Bitmap {
      let renderer = ImageRenderer(content: Text("Hamburgefonstiv 0123").font(font))
      renderer.scale = 2
      return try renderer.render()
    }
    let system = try render(.system(size: 17))
    #expect(try render(.custom("DejaVu Sans", fixedSize: 17)).hasSamePixels(as: system))
    #expect(try render(.custom("DejaVu Sans Mono", fixedSize: 17)).hasSamePixels(as: system))
  }

  @Test func aMissingFontErrorNamesTheFileAndTheRemedy() {
    let error = MissingFontError(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
    #expect(error.description.contains("Inter-Regular.otf"))
    #expect(error.description.contains("scripts/setup.sh"))
    #expect(error.description.contains("fonts-inter"))
  }
}
