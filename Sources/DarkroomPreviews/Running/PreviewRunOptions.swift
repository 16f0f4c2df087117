import DarkroomUI

/// What a preview run does with each preview, and how.
///
/// ```swift
/// var options = PreviewRunOptions(mode: .export(directory: "snapshots"))
/// options.filter = try PreviewFilter(modules: ["ReceiptsUI"])
/// let report = PreviewRunner.run(options)
/// ```
public struct PreviewRunOptions: Sendable {
  public enum Mode: Sendable, Equatable {
    /// Renders each preview and writes `<name>.png` and `<name>.json` into the folder.
    case export(directory: String)
    /// Writes the image names, one a line, to the file; renders nothing.
    case names(file: String)
    /// Runs every preview's body and layout without drawing pixels.
    case layoutOnly
    /// Renders each preview and writes it as the reference `<folder>/<name>.png`.
    case record(directory: String)
    /// Renders each preview and compares it with `<folder>/<name>.png`; a missing reference
    /// fails. The new image of a preview that differs goes to `<folder>/.new/`.
    case verify(directory: String)
  }

  public var mode: Mode
  public var filter: PreviewFilter = .all
  /// The device previews are rendered on unless they name one with `.previewDevice`.
  public var device: PreviewDeviceSpec = .iPhone15
  /// Recorded as the sidecar's `context.test_name`.
  public var testName: String = "DarkroomPreviews"
  /// Renders each preview in its own process (a `fork` of this one), so that one that traps
  /// loses nothing else. Use it only while nothing else in the process renders, as in
  /// `darkroom previews`, the plugin and `DarkroomPreviewsRun`: a fork taken while another
  /// thread holds a font or text lock would wait for it forever (the timeout then stops it).
  public var isolated = true
  /// Seconds a preview may take before its process is killed (isolated runs only).
  public var timeoutSeconds = 60
  /// Also renders each preview dark into `gallery/` beside the export, for the gallery.
  public var galleryDarkCopies = false
  /// Prints the count, the current preview and the time left to standard error.
  public var showsProgress = false

  public init(mode: Mode) {
    self.mode = mode
  }

  /// The options the environment asks for, as SnapshotPreviews reads them (each also with
  /// the `TEST_RUNNER_` prefix that `xcodebuild` forwards): `SNAPSHOTS_ALL_IMAGE_NAMES_FILE`
  /// (names only), else `SNAPSHOTS_EXPORT_DIR`, else `DARKROOM_PREVIEWS_RECORD=<folder>`, else
  /// `DARKROOM_PREVIEWS_VERIFY=<folder>`, else `DARKROOM_PREVIEWS_LAYOUT_ONLY=1`;
  /// `nil` when none is set. Filters come from `DARKROOM_PREVIEWS_INCLUDE`, `…_EXCLUDE`,
  /// `…_MODULES` and `…_EXCLUDE_MODULES` (comma-separated).
  public static func fromEnvironment(_ environment: [String: String]) throws(PreviewFilterError) -> PreviewRunOptions? {
    func value(_ key: String) -> String? {
      let found = environment[key] ?? environment["TEST_RUNNER_" + key]
      return found?.isEmpty == false ? found : nil
    }
    func list(_ key: String) -> [String] {
      value(key)?.split(separator: ",").map { String($0).trimmingWhitespace } ?? []
    }
    var options: PreviewRunOptions
    if let file = value("SNAPSHOTS_ALL_IMAGE_NAMES_FILE") {
      options = PreviewRunOptions(mode: .names(file: file))
    } else if let directory = value("SNAPSHOTS_EXPORT_DIR") {
      options = PreviewRunOptions(mode: .export(directory: directory))
    } else if let directory = value("DARKROOM_PREVIEWS_RECORD") {
      options = PreviewRunOptions(mode: .record(directory: directory))
    } else if let directory = value("DARKROOM_PREVIEWS_VERIFY") {
      options = PreviewRunOptions(mode: .verify(directory: directory))
    } else if value("DARKROOM_PREVIEWS_LAYOUT_ONLY") == "1" {
      options = PreviewRunOptions(mode: .layoutOnly)
    } else {
      return nil
    }
    options.filter = try PreviewFilter(
      include: list("DARKROOM_PREVIEWS_INCLUDE"), exclude: list("DARKROOM_PREVIEWS_EXCLUDE"),
      modules: list("DARKROOM_PREVIEWS_MODULES"), excludeModules: list("DARKROOM_PREVIEWS_EXCLUDE_MODULES"))
    if let device = value("DARKROOM_PREVIEWS_DEVICE").flatMap(PreviewDeviceSpec.named) { options.device = device }
    if value("DARKROOM_PREVIEWS_IN_PROCESS") == "1" { options.isolated = false }
    options.showsProgress = value("DARKROOM_PREVIEWS_PROGRESS") != "0"
    return options
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
