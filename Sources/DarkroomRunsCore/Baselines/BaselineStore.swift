import DarkroomFiles

/// A baselines folder: `manifest.json` and one `<state file>.png` per recorded state.
///
/// Recording writes the whole set into a sibling folder and swaps it in with two renames,
/// so a run that stops half-way leaves the old baselines as they were.
///
/// ```swift
/// let store = BaselineStore(folder: "Baselines")
/// let staging = try store.beginRecording()
/// // … write staging/<stem>.png and staging/manifest.json …
/// try store.commitRecording(staging)
/// ```
public struct BaselineStore: Sendable {
  public let folder: String

  public init(folder: String) {
    self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }

  public var manifestPath: String { folder + "/manifest.json" }

  /// The baseline image of a state.
  public func imagePath(_ fileStem: String) -> String { "\(folder)/\(fileStem).png" }

  /// Whether a manifest is there.
  public var hasManifest: Bool { FileTree.exists(manifestPath) }

  /// The manifest, or an error that says to record first.
  public func manifest() throws(RunInputError) -> RunManifest {
    guard hasManifest else {
      throw RunInputError("\(folder) has no baselines (no manifest.json); record them first with darkroom run record")
    }
    return try RunManifest.read(from: manifestPath)
  }

  /// A fresh, empty folder beside the baselines to record into.
  public func beginRecording() throws(RunInputError) -> String {
    let staging = "\(folder).recording-\(FileTree.processID)"
    FileTree.remove(staging)
    do { try FileBytes.createFolders(staging) } catch {
      throw RunInputError("cannot create \(staging) to record into (\(error.reason)); check that the folder is writable")
    }
    return staging
  }

  /// Puts a finished recording in place of the baselines: the old folder is renamed away,
  /// the new one renamed in, then the old one removed.
  public func commitRecording(_ staging: String) throws(RunInputError) {
    let old = "\(folder).replaced-\(FileTree.processID)"
    let hadOld = FileTree.exists(folder)
    do {
      if hadOld { try FileTree.rename(folder, to: old) }
      try FileTree.rename(staging, to: folder)
    } catch {
      if hadOld, !FileTree.exists(folder) { try? FileTree.rename(old, to: folder) }
      throw RunInputError("cannot put the new baselines at \(folder) (\(error.reason)); the old ones are unchanged")
    }
    if hadOld { FileTree.remove(old) }
  }

  /// Drops an unfinished recording.
  public func abandonRecording(_ staging: String) {
    FileTree.remove(staging)
  }
}
