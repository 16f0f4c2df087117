import DarkroomFiles
import DarkroomStrings
import DarkroomUI
import Foundation

/// Writes a run's store screenshots: every chosen screen in every language at every size,
/// as `<output>/<store language>/<device>-<screen>.png` (the layout fastlane's `deliver`
/// uploads, with App Store Connect's language codes: ``StoreLanguages``), and
/// `screenshots.html` to look them over, by language and by screen.
///
/// Nothing is half-written: every image, the run's list and the page are written into a
/// staging folder first, and only when all of them succeeded are they put in place
/// together with the removal of the run's stale files (``StagedChanges``). The output
/// folder's lock keeps a second export out until the first is done.
///
/// ```swift
/// let job = ScreenshotExporter.Job(
///   run: "shop", screens: [ScreenshotScreen("home") { Home() }], languages: ["en", "de"],
///   plan: ScreenshotPlan(screens: [.init("home", title: "shots.home")], framing: .framed(.standard), titles: titles),
///   output: "fastlane/screenshots")
/// let result = try ScreenshotExporter.export(job)
/// print(result.entries.count, result.seconds)
/// ```
@MainActor public enum ScreenshotExporter {
  /// What to export.
  public struct Job: Sendable {
    public var run: String
    /// The screens that can be photographed, by name; the plan picks and orders them.
    public var screens: [ScreenshotScreen]
    public var languages: [String]
    public var plan: ScreenshotPlan
    public var output: String
    /// The app's catalogs, which the screens' `Text` reads (and the titles, when the plan
    /// has no catalog of its own).
    public var strings: StringCatalogSet?
    /// Whether this export makes the run's whole set, so that the run's files from an
    /// earlier export that it does not make again are removed. An export narrowed to some
    /// screens, sizes or languages leaves the rest of the run's files in place.
    public var replacesWholeRun: Bool
    /// A line per screenshot on standard error.
    public var showsProgress: Bool

    public init(
      run: String, screens: [ScreenshotScreen], languages: [String], plan: ScreenshotPlan, output: String,
      strings: StringCatalogSet? = nil, replacesWholeRun: Bool = true, showsProgress: Bool = false
    ) {
      self.run = run
      self.screens = screens
      self.languages = languages
      self.plan = plan
      self.output = output
      self.strings = strings
      self.replacesWholeRun = replacesWholeRun
      self.showsProgress = showsProgress
    }
  }

  /// What an export wrote.
  public struct Result: Sendable {
    /// The screenshots, in the order they were made, with their timings.
    public var entries: [ScreenshotEntry]
    /// Files of the run's earlier export that were removed, relative to the output folder.
    public var removed: [String]
    /// The whole export, in seconds.
    public var seconds: Double
    /// The page's path.
    public var page: String
    /// What the export found before it started: what an interrupted export left, and how
    /// it was finished or removed.
    public var notices: [String] = []
  }

  /// Renders and writes every screenshot of `job`.
  ///
  /// - Throws: ``ScreenshotError`` naming the plan's value, title or file at fault; what a
  ///   screen's render throws. On any error the output folder is left as it was.
  public static func export(_ job: Job) throws -> Result {
    try job.plan.validate()
    let clock = ContinuousClock()
    let start = clock.now
    let output = job.output.hasSuffix("/") && job.output.count > 1 ? String(job.output.dropLast()) : job.output
    let screens = try job.plan.screens.map { planned throws(ScreenshotError) in
      guard let screen = job.screens.first(where: { $0.name == planned.name }) else {
        throw .unknownScreen(planned.name, valid: job.screens.map(\.name))
      }
      return (planned, screen)
    }
    guard !job.languages.isEmpty else { throw ScreenshotError.invalidPlan("no languages to export") }
    let folders = try job.plan.storeLanguages.folders(for: job.languages)
    let titles = job.plan.titles ?? job.strings
    let lock: FolderLock
    do { lock = try FolderLock.acquire(output, for: "darkroom screenshots of '\(job.run)'", waiting: { progress("screenshots: " + $0) }) } catch {
      throw ScreenshotError.write(path: output, reason: error.description)
    }
    defer { lock.release() }
    let found = lock.notices + StagedChanges.recover(output)
    for line in found { progress("screenshots: " + line) }
    let changes: StagedChanges
    do { changes = try StagedChanges.begin(in: output, operation: "darkroom screenshots") } catch {
      throw ScreenshotError.write(path: output, reason: error.description)
    }
    defer { changes.abandon() }
    let total = job.languages.count * job.plan.sizes.count * screens.count
    var entries: [ScreenshotEntry] = []
    for language in job.languages {
      for size in job.plan.sizes {
        for (planned, screen) in screens {
          let shotStart = clock.now
          let caption =
            job.plan.isFramed ? try ScreenshotCaption.lookUp(planned, in: titles, table: job.plan.titleTable, language: language)
            : ScreenshotCaption()
          let rendered = try ScreenshotRenderer.render(
            screen, language: language, size: size, caption: caption, framing: job.plan.framing, plan: job.plan,
            strings: job.strings)
          var bitmap = rendered.bitmap
          // The store reads pixels, not a density: no pHYs chunk.
          bitmap.scale = 1
          let path = ScreenshotEntry.path(language: folders[language] ?? language, device: size.deviceName, screen: planned.name)
          let staged = changes.path(path)
          do { try FileBytes.writeAtomically(PNG.encode(bitmap, .opaqueReference), to: staged, creatingFolder: true) } catch {
            throw ScreenshotError.write(path: staged, reason: error.description)
          }
          let entry = ScreenshotEntry(
            run: job.run, language: language, size: size.name, device: size.deviceName, screen: planned.name, path: path,
            width: bitmap.width, height: bitmap.height, isFramed: job.plan.isFramed,
            seconds: seconds(clock.now - shotStart))
          entries.append(entry)
          if job.showsProgress {
            progress("screenshots: [\(entries.count)/\(total)] \(path) \(entry.pixelSize)\(entry.isFramed ? " framed" : "") · \(Int((entry.seconds * 1000).rounded())) ms")
          }
        }
      }
    }
    let removed = try commit(entries, of: job, changes: changes, output: output)
    return Result(entries: entries, removed: removed, seconds: seconds(clock.now - start), page: output + "/screenshots.html", notices: found)
  }

  /// Stages the run's new list and the page beside the images, then puts them all in place
  /// together with the removal of the run's stale files; returns the removed paths.
  private static func commit(_ entries: [ScreenshotEntry], of job: Job, changes: StagedChanges, output: String) throws(ScreenshotError) -> [String] {
    let previous = ScreenshotManifest.read(output: output, run: job.run)
    let written = Set(entries.map(\.path))
    var kept: [ScreenshotEntry] = []
    var removed: [String] = []
    for old in previous where !written.contains(old.path) {
      if job.replacesWholeRun { removed.append(old.path) } else { kept.append(old) }
    }
    let listName = ScreenshotManifest.fileName(run: job.run)
    try ScreenshotManifest.write(kept + entries, to: changes.path(listName))
    let html = ScreenshotGalleryPage.html(ScreenshotManifest.all(output: output, replacing: listName, with: kept + entries))
    do { try FileBytes.writeAtomically(Array(html.utf8), to: changes.path("screenshots.html"), creatingFolder: true) } catch {
      throw .write(path: changes.path("screenshots.html"), reason: error.description)
    }
    do {
      try changes.commit(putting: entries.map(\.path) + [listName, "screenshots.html"], removing: removed)
    } catch {
      throw .write(path: output, reason: error.description + "; the next export finishes the change")
    }
    return removed
  }

  /// The languages to export: those asked for (each must be the run's), or the run's own
  /// without pseudo-languages unless the plan includes them; English for a run with none.
  ///
  /// ```swift
  /// try ScreenshotExporter.languages(run: ["en", "ja", "en-XA"], requested: nil, plan: plan)   // ["en", "ja"]
  /// ```
  /// - Throws: ``ScreenshotError/unknownLanguage(_:valid:)``.
  public static func languages(run: [String], requested: [String]?, plan: ScreenshotPlan) throws(ScreenshotError) -> [String] {
    let available = run.isEmpty ? ["en"] : run
    if let requested {
      for language in requested where !available.contains(language) { throw .unknownLanguage(language, valid: available) }
      return requested
    }
    return plan.includesPseudoLanguages ? available : available.filter { !ScreenshotPlan.isPseudoLanguage($0) }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
