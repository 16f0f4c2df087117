import DarkroomRuns
import Recorder

/// The recorder's run: the main, recordings and settings screens in English, Japanese,
/// German, Spanish and Arabic, and in the three pseudo-languages (accented, expanded, right
/// to left), every text read from the app's String Catalog. `darkroom run verify` lints each
/// state; `darkroom screenshots` makes the App Store images from the same screens, framed,
/// under titles from the same catalog.
struct ScreensRun: RunMatrixProvider {
  /// The app's catalog, read from its sources so the run sees the file as it is now.
  static let catalogFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Recorder/Resources")

  static var matrix: RunMatrix {
    get throws {
      try RunMatrix(
        "recorder",
        screens: [
          RunScreen("main") { MainScreen() },
          RunScreen("list") { RecordingsScreen() },
          RunScreen("settings") { SettingsScreen() },
        ],
        languages: ["en", "ja", "de", "es", "ar"] + RunMatrix.pseudoLanguages,
        strings: StringCatalogSet.load(from: catalogFolder),
        screenshots: ScreenshotPlan(
          screens: [
            .init("main", title: "Capture every idea", keyword: "RECORD"),
            .init("list", title: "Every recording in one place", keyword: "ORGANIZE"),
            .init("settings", title: "Make it yours", keyword: "CUSTOMIZE"),
          ],
          sizes: [.iPhone69, .iPad13],
          framing: .framed(.linear(top: Color(red: 0.13, green: 0.2, blue: 0.55), bottom: Color(red: 0.45, green: 0.2, blue: 0.6)))))
    }
  }
}
