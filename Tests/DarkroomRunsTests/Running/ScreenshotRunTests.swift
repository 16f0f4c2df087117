import DarkroomHostRequest
import DarkroomRuns
import DarkroomScreenshots
import DarkroomUI
import Foundation
import Testing

/// A run's screenshots through the run: its plan narrowed as the command asks, its
/// languages without pseudo-languages, files where deliver looks for them.
@MainActor @Suite struct ScreenshotRunTests {
  @Test func aRunWithoutAPlanGetsBareScreenshotsOfEveryScreenInItsRealLanguages() throws {
    let folder = RunFolder()
    defer { folder.remove() }
    var matrix = sampleMatrix(languages: ["en", "ja", "en-XA"])
    matrix.screens = [RunScreen("label") { Text("Darkroom").padding(4) }]
    var request = ScreenshotRun.Request(output: folder.root)
    request.sizes = ["iphone-5.5"]
    request.showsProgress = false
    let result = try ScreenshotRun.export(matrix, request)
    #expect(result.entries.map(\.path) == ["en-US/iPhone 8 Plus-label.png", "ja/iPhone 8 Plus-label.png"])
    #expect(result.entries.allSatisfy { !$0.isFramed && $0.width == 1242 && $0.height == 2208 })
  }

  @Test func theHostRequestCarriesTheCommandsChoices() {
    var asked = HostRequest(job: .screenshots, resultFile: "/r")
    asked.screenshots.output = "/out"
    asked.screenshots.sizes = ["iphone-6.9", "ipad-13"]
    asked.screenshots.screens = ["home"]
    asked.screenshots.framed = true
    asked.showsProgress = false
    let request = ScreenshotRun.Request(asked)
    #expect(request.output == "/out" && request.sizes == ["iphone-6.9", "ipad-13"] && request.screens == ["home"])
    #expect(request.framed == true && request.languages == nil && !request.showsProgress && request.isNarrowed)
  }

  @Test func anUnknownSizeFromTheCommandNamesTheValidOnes() throws {
    var request = ScreenshotRun.Request(output: NSTemporaryDirectory() + "unused-\(UUID().uuidString)")
    request.sizes = ["iphone-7"]
    #expect(throws: ScreenshotError.unknownSize("iphone-7", valid: StoreDisplaySize.all.map(\.name))) {
      try ScreenshotRun.export(sampleMatrix(), request)
    }
  }
}
