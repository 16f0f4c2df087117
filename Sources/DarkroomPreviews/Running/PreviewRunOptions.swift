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
  }

  public var mode: Mode
  public var filter: PreviewFilter = .all
  /// The device previews are rendered on unless they name one with `.previewDevice`.
  public var device: PreviewDeviceSpec = .iPhone15
  /// Recorded as the sidecar's `context.test_name`.
  public var testName: String = "DarkroomPreviews"
  /// Renders each preview in its own process (a `fork` of this one), so that one that traps
  /// loses nothing else. Use it only while nothing else in the process renders, as in
  /// `darkroom previews` and the plugin (through the host): a fork taken while another
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
}
