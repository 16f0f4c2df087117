import Foundation
import Testing

/// The entry point of a preview run with no test code: a Swift Testing test that every test
/// binary linking `DarkroomPreviews` contains, and that runs only when
/// `DARKROOM_PREVIEWS_RUN=1` is set. `darkroom previews` (and `swift package
/// snapshot-previews`) build the package's tests and run just this test:
///
/// ```sh
/// DARKROOM_PREVIEWS_RUN=1 SNAPSHOTS_EXPORT_DIR=$PWD/snapshots swift test --filter DarkroomPreviewsRun
/// ```
///
/// The mode and filters come from the environment (see ``PreviewRunOptions/fromEnvironment(_:)``);
/// with none, the previews are exported to `.build/darkroom-previews`. In other runs it shows
/// as skipped.
@Suite struct DarkroomPreviewsRun {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["DARKROOM_PREVIEWS_RUN"] == "1"))
  func previews() throws {
    let environment = ProcessInfo.processInfo.environment
    var options = try PreviewRunOptions.fromEnvironment(environment)
      ?? PreviewRunOptions(mode: .export(directory: FileManager.default.currentDirectoryPath + "/.build/darkroom-previews"))
    if environment["DARKROOM_PREVIEWS_PROGRESS"] == nil { options.showsProgress = true }
    if let name = environment["DARKROOM_PREVIEWS_TEST_NAME"] { options.testName = name }
    if case .export = options.mode, environment["DARKROOM_PREVIEWS_GALLERY"] != "0" { options.galleryDarkCopies = true }
    let catalog = PreviewCatalog.discover(filter: options.filter)
    let report = PreviewRunner.run(catalog, options)
    if case .export(let directory) = options.mode, options.galleryDarkCopies {
      let gallery = try PreviewGallery.write(snapshots: catalog.snapshots, report: report, exportDirectory: directory)
      PreviewRunner.writeStandardError("previews: gallery at \(gallery)\n")
    }
    #expect(report.failures.isEmpty, "\(report.summary)")
  }
}
