import DarkroomRunsCore
import DarkroomScreenshots
import DarkroomStrings

/// A run's store screenshots: its plan (or bare screenshots of every screen when it has
/// none), narrowed as `darkroom screenshots` asks, exported in the run's languages.
///
/// ```swift
/// var request = ScreenshotRun.Request(output: "fastlane/screenshots")
/// request.sizes = ["iphone-6.9"]
/// let result = try ScreenshotRun.export(matrix, request)
/// ```
@MainActor public enum ScreenshotRun {
  /// What `darkroom screenshots` asked for; `nil` lists take the plan's or run's own.
  public struct Request: Sendable {
    public var output: String
    public var screens: [String]?
    public var sizes: [String]?
    public var languages: [String]?
    /// `true` for `--frame`, `false` for `--no-frame`, `nil` for the plan's choice.
    public var framed: Bool?
    public var showsProgress = true

    public init(output: String) {
      self.output = output
    }

    /// Whether some screens, sizes or languages were left out, so the run's other files stay.
    public var isNarrowed: Bool { screens != nil || sizes != nil || languages != nil }
  }

  /// Exports the screenshots of `matrix`.
  ///
  /// - Parameter strings: The app's catalogs the screens' text reads; the matrix's
  ///   ``RunMatrix/strings`` when `nil`.
  /// - Throws: ``RunInputError`` for a matrix that is not valid; ``ScreenshotError`` naming
  ///   the screen, size, language or title at fault; whatever a screen's render throws.
  public static func export(
    _ matrix: RunMatrix, _ request: Request, strings: StringCatalogSet? = nil
  ) throws -> ScreenshotExporter.Result {
    try matrix.validate()
    let basePlan = matrix.screenshots ?? ScreenshotPlan(screens: matrix.screens.map { ScreenshotPlan.Screen($0.name) })
    let plan = try basePlan.selecting(screens: request.screens, sizes: request.sizes, framed: request.framed)
    let languages = try ScreenshotExporter.languages(run: matrix.languages, requested: request.languages, plan: plan)
    let screens = matrix.screens.map { screen in ScreenshotScreen(screen.name) { screen.makeView() } }
    let job = ScreenshotExporter.Job(
      run: matrix.name, screens: screens, languages: languages, plan: plan, output: request.output, strings: strings ?? matrix.strings,
      replacesWholeRun: !request.isNarrowed, showsProgress: request.showsProgress)
    return try ScreenshotExporter.export(job)
  }
}
