import DarkroomPixels
import DarkroomScreenshots
import Foundation
import Testing

/// The export's files: fastlane's folder layout, store sizes without alpha, stale files of
/// the same run replaced, other files left alone.
@MainActor @Suite struct ScreenshotExportTests {
  func job(_ output: String, run: String = "budget", screens: [String] = ["home", "list"], languages: [String] = ["en", "de"],
           sizes: [StoreDisplaySize] = [.iPhone55], whole: Bool = true) throws -> ScreenshotExporter.Job {
    let plan = ScreenshotPlan(
      screens: screens.map { ScreenshotPlan.Screen($0, title: "shots.\($0).title") }, sizes: sizes, framing: .framed(.standard))
    return ScreenshotExporter.Job(
      run: run, screens: sampleScreens, languages: languages, plan: plan, output: output, strings: try SampleCatalog.load(),
      replacesWholeRun: whole)
  }

  @Test func filesFollowDeliversLayoutAndArePNGsWithoutAlpha() throws {
    let folder = OutputFolder()
    defer { folder.remove() }
    let result = try ScreenshotExporter.export(job(folder.path))
    #expect(result.entries.map(\.path) == [
      "en-US/iPhone 8 Plus-home.png", "en-US/iPhone 8 Plus-list.png", "de-DE/iPhone 8 Plus-home.png", "de-DE/iPhone 8 Plus-list.png",
    ])
    #expect(result.entries.allSatisfy { $0.seconds > 0 })
    for entry in result.entries {
      let bytes = try RunFilesRead.bytes(folder.path + "/" + entry.path)
      let header = try bytes.withUnsafeBytes { try PNG.header(of: $0, source: entry.path) }
      #expect(header.width == 1242 && header.height == 2208)
      #expect(header.colorType == .rgb, "no alpha channel")
    }
    #expect(folder.exists("screenshots.html"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".darkroom-staging") }
    #expect(leftovers.isEmpty, "the staging folder is gone")
  }

  @Test func aFreshExportReplacesOnlyItsOwnRunsStaleFiles() throws {
    let folder = OutputFolder()
    defer { folder.remove() }
    _ = try ScreenshotExporter.export(job(folder.path))
    _ = try ScreenshotExporter.export(job(folder.path, run: "other", screens: ["home"], languages: ["ja"]))
    try FileManager.default.createDirectory(atPath: folder.path + "/de-DE", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder.path + "/de-DE/handmade.png", contents: Data([1]))

    // A narrowed export keeps the rest of the run.
    _ = try ScreenshotExporter.export(job(folder.path, screens: ["home"], languages: ["en"], whole: false))
    #expect(folder.exists("de-DE/iPhone 8 Plus-list.png"))
    // The whole run again, without the list screen: its images go, nothing else does.
    let result = try ScreenshotExporter.export(job(folder.path, screens: ["home"]))
    #expect(result.removed.sorted() == ["de-DE/iPhone 8 Plus-list.png", "en-US/iPhone 8 Plus-list.png"])
    #expect(!folder.exists("en-US/iPhone 8 Plus-list.png"))
    #expect(folder.exists("en-US/iPhone 8 Plus-home.png") && folder.exists("ja/iPhone 8 Plus-home.png"))
    #expect(folder.exists("de-DE/handmade.png"))
  }

  @Test func aFailingExportLeavesTheFolderAsItWas() throws {
    let folder = OutputFolder()
    defer { folder.remove() }
    _ = try ScreenshotExporter.export(job(folder.path, screens: ["home"]))
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/en-US/iPhone 8 Plus-home.png"))
    // The list's title is in no language: the export stops before anything is moved into place.
    var failing = try job(folder.path, languages: ["en", "ja"])
    failing.plan.screens[1].titleKey = "shots.missing.title"
    #expect(throws: ScreenshotError.missingTitle(language: "en", key: "shots.missing.title")) {
      try ScreenshotExporter.export(failing)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/en-US/iPhone 8 Plus-home.png")) == before)
    #expect(!folder.exists("en-US/iPhone 8 Plus-list.png"))
  }

  @Test func foldersCanKeepTheRunsNamesOrTakeOnesYouChoose() throws {
    let folder = OutputFolder()
    defer { folder.remove() }
    var named = try job(folder.path, screens: ["home"])
    named.plan.storeLanguages = .appStoreConnect(["en": "en-GB"])
    #expect(try ScreenshotExporter.export(named).entries.map(\.path) == ["en-GB/iPhone 8 Plus-home.png", "de-DE/iPhone 8 Plus-home.png"])
    var asWritten = try job(folder.path, screens: ["home"])
    asWritten.plan.storeLanguages = .runLanguages
    #expect(try ScreenshotExporter.export(asWritten).entries.map(\.path) == ["en/iPhone 8 Plus-home.png", "de/iPhone 8 Plus-home.png"])
  }

  @Test func twoLanguagesSharingAStoreFolderAreAnErrorBeforeAnythingIsWritten() throws {
    let folder = OutputFolder()
    defer { folder.remove() }
    #expect(throws: ScreenshotError.self) { try ScreenshotExporter.export(job(folder.path, languages: ["en", "en-US"])) }
    #expect(!folder.exists("en-US"))
  }

  @Test func languagesSkipPseudoLanguagesUnlessAskedAndUnknownOnesAreErrors() throws {
    let plan = ScreenshotPlan(screens: [.init("home")])
    #expect(try ScreenshotExporter.languages(run: ["en", "ja", "en-XA", "ar-XB"], requested: nil, plan: plan) == ["en", "ja"])
    #expect(try ScreenshotExporter.languages(run: ["en", "en-XA"], requested: ["en-XA"], plan: plan) == ["en-XA"])
    #expect(try ScreenshotExporter.languages(run: [], requested: nil, plan: plan) == ["en"])
    #expect(throws: ScreenshotError.unknownLanguage("fr", valid: ["en", "ja"])) {
      try ScreenshotExporter.languages(run: ["en", "ja"], requested: ["fr"], plan: plan)
    }
  }

  @Test func aPlanNarrowsToTheScreensAndSizesNamed() throws {
    let plan = ScreenshotPlan(screens: [.init("home"), .init("list")], sizes: [.iPhone69, .iPad13])
    let chosen = try plan.selecting(screens: ["list"], sizes: ["ipad-12.9"], framed: true)
    #expect(chosen.screens.map(\.name) == ["list"] && chosen.sizes == [.iPad129] && chosen.isFramed)
    #expect(throws: ScreenshotError.unknownScreen("cart", valid: ["home", "list"])) {
      try plan.selecting(screens: ["cart"], sizes: nil, framed: nil)
    }
    #expect(throws: ScreenshotError.self) { try plan.selecting(screens: nil, sizes: ["iphone-7"], framed: nil) }
  }
}

enum RunFilesRead {
  static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }
}
