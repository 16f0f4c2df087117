import DarkroomFiles
import DarkroomHost
import DarkroomHostRequest
import DarkroomUI

/// `darkroom previews export` as one change to the export folder: every image, sidecar and
/// the gallery are written into a staging folder inside it, then put in place together
/// (``StagedChanges``), so a killed export leaves the previous export whole. The folder's
/// lock keeps a second export out until the first is done.
enum PreviewExportCommit {
  @MainActor static func export(_ catalog: PreviewCatalog, _ options: PreviewRunOptions, into directory: String) throws -> HostResult {
    let lock = try FolderLock.acquire(directory, for: "darkroom previews export") { PreviewRunner.writeStandardError("previews: \($0)\n") }
    defer { lock.release() }
    for line in lock.notices + StagedChanges.recover(directory) { PreviewRunner.writeStandardError("previews: \(line)\n") }
    let changes = try StagedChanges.begin(in: directory, operation: "darkroom previews export")
    defer { changes.abandon() }
    var staged = options
    staged.mode = .export(directory: changes.root)
    let report = PreviewRunner.run(catalog, staged)
    // A preview that fails is reported and the others exported; a disk that takes no more
    // files (full, read-only) stops the export, with the previous one left whole.
    for outcome in report.outcomes {
      if case .failed(let message) = outcome.status, message.hasPrefix("Could not write ") || message.hasPrefix("Could not create the folder ") {
        return HostResult(status: .couldNotRun, summary: "darkroom previews: cannot write the export in \(directory) (\(message)); the previous export is unchanged")
      }
    }
    var result = HostResult(status: report.failures.isEmpty ? .same : .different, summary: report.summary)
    if options.galleryDarkCopies {
      do {
        _ = try PreviewGallery.write(snapshots: catalog.snapshots, report: report, exportDirectory: changes.root)
      } catch {
        return HostResult(status: .couldNotRun, summary: report.summary + "\ndarkroom previews: the gallery was not written: \(error)")
      }
    }
    try changes.commit(putting: try FileTree.list(changes.root), removing: [])
    if options.galleryDarkCopies {
      result.page = "\(directory)/gallery/index.html"
      result.summary += "\npreviews: gallery at \(directory)/gallery/index.html"
    }
    result.standInSymbols = Image.standInSymbolNames
    result.placeholderSymbols = Image.placeholderSymbolNames
    return result
  }
}
