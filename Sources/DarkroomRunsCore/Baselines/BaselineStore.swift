import DarkroomFiles

/// A baselines folder: `manifest.json` and one `<state file>.png` per recorded state.
///
/// Recording writes the whole set into a sibling folder and swaps it in with one exchange of
/// names, so a run that stops half-way leaves the old baselines as they were. Runs take the
/// folder's lock first and clean up what a killed run left (``recover()``).
///
/// ```swift
/// let store = BaselineStore(folder: "Baselines")
/// let lock = try store.lock(for: "darkroom run record")
/// defer { lock.release() }
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

  /// Puts a finished recording in place of the baselines in one step (``FolderSwap``), then
  /// removes the old folder.
  public func commitRecording(_ staging: String) throws(RunInputError) {
    do { try FolderSwap.replace(folder, with: staging, aside: "\(folder).replaced-\(FileTree.processID)") } catch {
      throw RunInputError("cannot put the new baselines at \(folder) (\(error.reason)); the old ones are unchanged")
    }
  }

  /// Drops an unfinished recording.
  public func abandonRecording(_ staging: String) {
    FileTree.remove(staging)
  }

  /// Takes the baselines' lock: alone to record or accept, shared to verify. A run that
  /// finds the lock held waits, and says so on `waiting`.
  ///
  /// ```swift
  /// let lock = try store.lock(for: "darkroom run record") { print($0) }
  /// defer { lock.release() }
  /// ```
  public func lock(for purpose: String, shared: Bool = false, waits: Bool = true, waiting: (String) -> Void = { _ in }) throws(RunInputError) -> FolderLock {
    do { return try FolderLock.acquire(folder, for: purpose, shared: shared, waits: waits, waiting: waiting) } catch {
      throw RunInputError(error.description)
    }
  }

  /// Cleans up after a record or accept that was killed, and says what it found: a
  /// recording never swapped in is removed, old baselines renamed aside but not yet
  /// replaced are put back, and an accept that made its change is finished. Call it while
  /// holding ``lock(for:shared:waits:waiting:)``.
  public func recover() -> [String] {
    var notices: [String] = []
    let slash = folder.lastIndex(of: "/")
    let parent = slash.map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "."
    let name = slash.map { String(folder[folder.index(after: $0)...]) } ?? folder
    let prefix = slash.map { String(folder[...$0]) } ?? ""
    for entry in (try? FileTree.list(parent)) ?? [] {
      let path = prefix + entry
      if entry.hasPrefix(name + ".recording-") {
        FileTree.remove(path)
        notices.append("an interrupted darkroom run record or accept left \(path); removed it, so \(folder) is as before")
      } else if entry.hasPrefix(name + ".replaced-") {
        if !FileTree.exists(folder), (try? FileTree.rename(path, to: folder)) != nil {
          notices.append("an interrupted darkroom run record had moved the baselines to \(path); put them back at \(folder)")
        } else {
          FileTree.remove(path)
          notices.append("an interrupted darkroom run record left the old baselines at \(path); removed them")
        }
      }
    }
    if FileTree.isFolder(folder) { notices += StagedChanges.recover(folder) }
    return notices
  }
}
