import DarkroomPreviews
import Foundation
import HeadlessBrowser
import Testing

/// The gallery page, loaded in headless Chromium: every preview grouped by module and file,
/// light and dark side by side, variants in one row, sidecars attached, search applied.
@Suite struct GalleryTests {
  static let chromium = HeadlessBrowser.chromium

  func dom(_ url: String) async throws -> String {
    try await HeadlessBrowser.load(url).dom
  }

  @Test(.enabled(if: chromium != nil)) func galleryShowsEveryPreviewGroupedWithSearch() async throws {
    let folder = temporaryFolder("gallery")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = PreviewRunOptions(mode: .export(directory: folder))
    options.filter = try PreviewFilter(include: ["Duplicate", "Variants_Previews", "Badge.swift:Badge"])
    options.galleryDarkCopies = true
    options.isolated = false
    let catalog = PreviewCatalog.discover(filter: options.filter)
    let report = PreviewRunner.run(catalog, options)
    #expect(report.failures.isEmpty)
    let page = try PreviewGallery.write(snapshots: catalog.snapshots, report: report, exportDirectory: folder)
    #expect(FileManager.default.fileExists(atPath: folder + "/gallery/PreviewFixtureCards_Badge.swift_Badge.dark.png"), "\(report.summary) \((try? FileManager.default.contentsOfDirectory(atPath: folder + "/gallery")) ?? [])")

    let all = try await dom("file://" + page)
    #expect(all.contains("<h2>PreviewFixtureCards</h2>"))
    #expect(all.contains("<h2>PreviewFixtureScreens</h2>"))
    #expect(all.contains("<h3>PreviewFixtureCards/Badge.swift</h3>"))
    #expect(all.contains("6 of 6 previews"))
    // The three variants of one preview share a row.
    let greetingRow = try #require(all.range(of: "<div class=\"title\">Greeting</div>"))
    let rowEnd = all[greetingRow.upperBound...].range(of: "<div class=\"row\"") ?? all[greetingRow.upperBound...].range(of: "</section>")!
    let row = all[greetingRow.upperBound..<rowEnd.lowerBound]
    #expect(row.components(separatedBy: "<figure").count - 1 == 3)
    // Light and dark side by side, and the sidecar for hovering.
    #expect(all.contains("src=\"../PreviewFixtureCards_Badge.swift_Badge.png\""))
    #expect(all.contains("src=\"PreviewFixtureCards_Badge.swift_Badge.dark.png\""))
    #expect(all.contains("\"display_name\" : \"Badge\""))

    let searched = try await dom("file://" + page + "?q=duplicate")
    #expect(searched.contains("2 of 6 previews"))
  }
}
