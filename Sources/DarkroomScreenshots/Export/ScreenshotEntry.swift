/// One written screenshot: which language, store size and screen it shows, where it is
/// (relative to the output folder), its pixel size, and how long it took.
///
/// ```swift
/// entry.path        // "ja/iPhone 16 Pro Max-home.png"
/// entry.pixelSize   // "1320×2868"
/// ```
public struct ScreenshotEntry: Sendable, Equatable {
  public var run: String
  public var language: String
  /// The size's command-line name (`iphone-6.9`).
  public var size: String
  /// The device named in the file name.
  public var device: String
  public var screen: String
  public var path: String
  public var width: Int
  public var height: Int
  public var isFramed: Bool
  /// Seconds to render, encode and write it (0 for entries read back from a manifest).
  public var seconds: Double

  public init(
    run: String, language: String, size: String, device: String, screen: String, path: String, width: Int, height: Int,
    isFramed: Bool, seconds: Double = 0
  ) {
    self.run = run
    self.language = language
    self.size = size
    self.device = device
    self.screen = screen
    self.path = path
    self.width = width
    self.height = height
    self.isFramed = isFramed
    self.seconds = seconds
  }

  public var pixelSize: String { "\(width)×\(height)" }

  /// `<folder>/<device>-<screen>.png`, the layout fastlane's `deliver` uploads from; the
  /// folder is the language's store code (``StoreLanguages``).
  public static func path(language folder: String, device: String, screen: String) -> String {
    "\(folder)/\(device)-\(screen).png"
  }

  /// A line of the run's manifest: the fields separated by tabs.
  var manifestLine: String {
    [run, language, size, device, screen, path, String(width), String(height), isFramed ? "framed" : "bare"]
      .map { $0.replacingTabs() }.joined(separator: "\t")
  }

  /// An entry read back from a manifest line; `nil` for a line that is not one.
  init?(manifestLine line: Substring) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 9, let width = Int(fields[6]), let height = Int(fields[7]) else { return nil }
    self.init(
      run: fields[0], language: fields[1], size: fields[2], device: fields[3], screen: fields[4], path: fields[5], width: width,
      height: height, isFramed: fields[8] == "framed")
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
