import Darkroom
import DarkroomImage
import DarkroomUI
import DarkroomFiles
import Foundation

/// Every preview in the test binary, for a parameterised Swift Testing test: one test case
/// per preview, with no code per view.
///
/// ```swift
/// import DarkroomPreviews
/// import Testing
///
/// @Test(arguments: allPreviews()) func preview(_ preview: PreviewSnapshot) {
///   assertPreviewSnapshot(preview)
/// }
/// ```
///
/// Discovery runs once per process; the filter applies to the previews it found. To run some
/// previews without changing the test, use `darkroom previews verify --include REGEX`.
public func allPreviews(_ filter: PreviewFilter = .all) -> [PreviewSnapshot] {
  PreviewCatalogCache.shared.snapshots.filter { filter.accepts($0) }
}

/// The previews found in this process, found once.
final class PreviewCatalogCache: Sendable {
  static let shared = PreviewCatalogCache()
  let snapshots: [PreviewSnapshot]
  private init() { snapshots = PreviewCatalog.discover().snapshots }
}

/// Snapshots one preview: against `__Snapshots__/<TestFile>/<test>.<preview file name>.png`
/// (the test's name without its parameters)
/// beside the test, with the record modes of `assertSnapshot`; or, when
/// `SNAPSHOTS_EXPORT_DIR` is set, exported as `<name>.png` and `<name>.json` instead.
///
/// ```swift
/// @Test(arguments: allPreviews()) func preview(_ preview: PreviewSnapshot) {
///   assertPreviewSnapshot(preview)
/// }
/// ```
///
/// The preview's `.snapshotPrecision` sets the comparison's precision.
public func assertPreviewSnapshot(
  _ preview: PreviewSnapshot,
  device: PreviewDeviceSpec = .iPhone15,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let environment = ProcessInfo.processInfo.environment
  let exportDirectory = environment["SNAPSHOTS_EXPORT_DIR"] ?? environment["TEST_RUNNER_SNAPSHOTS_EXPORT_DIR"]
  let device = PreviewWork.device(for: preview, default: device)
  var precision: Float = 1
  var perceptualPrecision: Float = 1
  let rendered: Result<Bitmap, any Error>
  do {
    if let directory = exportDirectory, !directory.isEmpty {
      var options = PreviewRunOptions(mode: .export(directory: directory))
      options.device = device
      options.testName = testName
      try FileBytes.createFolders(directory)
      try PreviewWork.export(preview, to: directory, options: options)
      return
    }
    let result = try PreviewWork.render(preview, device: device, draw: true)
    precision = result.preferences.precision ?? 1
    perceptualPrecision = result.preferences.perceptualPrecision ?? 1
    rendered = .success(result.bitmap ?? Bitmap(width: 0, height: 0))
  } catch {
    // The strategy throws it, so the test fails with the error.
    rendered = .failure(error)
  }
  let strategy = Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
    .pullback { (_: PreviewSnapshot) throws -> Bitmap in try rendered.get() }
  // `preview(_:)` names its references `preview.<name>`, not `preview-_.<name>`.
  let baseName = testName.split(separator: "(").first.map(String.init) ?? testName
  assertSnapshot(
    of: preview, as: strategy, named: preview.fileName, record: recording, fileID: fileID, file: filePath,
    testName: baseName, line: line, column: column)
}
