import DarkroomViews
import Testing

@Suite struct RendererLibrariesTests {
  /// The manifest's `renderer.cairo` and `renderer.fontconfig` entries: three numbers each,
  /// in a fixed order, the same on every call.
  @Test func cairoAndFontconfigReportDottedVersionsInAFixedOrder() {
    let versions = RendererLibraries.versions
    #expect(versions.map(\.name) == ["cairo", "fontconfig"])
    for library in versions {
      let parts = library.version.split(separator: ".", omittingEmptySubsequences: false)
      #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(library)")
    }
    #expect(RendererLibraries.versions.map(\.version) == versions.map(\.version))
  }
}
