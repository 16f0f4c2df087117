import DarkroomFiles

/// A report folder: `index.html`, `summary.json`, `junit.xml` and `images/`. It opens from
/// disk: the page carries its data, so no server is needed.
///
/// A run writes its report into a staging folder inside the report folder and puts it in
/// place at the end, all four entries at once (``StagedChanges``): the folder holds the
/// previous report until then, and nothing else in it is ever touched.
///
/// ```swift
/// let lock = try ReportFolder.lock("report", for: "darkroom run verify")
/// defer { lock.release() }
/// let draft = try ReportFolder.begin("report", operation: "darkroom run verify")
/// // … write draft.root/images/… …
/// try ReportFolder.write(summary, to: draft.root)
/// try ReportFolder.commit(draft)
/// ```
public enum ReportFolder {
  /// The entries a report owns in its folder.
  public static let entries = ["images", "summary.json", "junit.xml", "index.html"]

  /// Starts a new report in `folder`: a staging folder with an empty `images/`.
  public static func begin(_ folder: String, operation: String) throws(RunInputError) -> StagedChanges {
    do {
      let draft = try StagedChanges.begin(in: folder, operation: operation)
      try FileBytes.createFolders(draft.path("images"))
      return draft
    } catch {
      throw RunInputError("cannot write the report in \(folder) (\(error.description)); pass a writable --report folder")
    }
  }

  /// Puts a finished report in place of the previous one.
  public static func commit(_ draft: StagedChanges) throws(RunInputError) {
    do { try draft.commit(putting: entries, removing: []) } catch {
      throw RunInputError("cannot put the report in place in \(draft.folder) (\(error.description)); the next run finishes the change")
    }
  }

  /// Takes the report folder's lock: alone to write a report, shared to read one.
  public static func lock(
    _ folder: String, for purpose: String, shared: Bool = false, waits: Bool = true, waiting: (String) -> Void = { _ in }
  ) throws(RunInputError) -> FolderLock {
    do { return try FolderLock.acquire(folder, for: purpose, shared: shared, waits: waits, waiting: waiting) } catch {
      throw RunInputError(error.description)
    }
  }

  /// Finishes or drops a report a killed run left half-written, and says what it found.
  public static func recover(_ folder: String) -> [String] {
    FileTree.isFolder(folder) ? StagedChanges.recover(folder) : []
  }

  /// Writes `summary.json`, `junit.xml` and `index.html` (in that order, each atomically).
  public static func write(_ summary: RunSummary, to folder: String) throws(RunInputError) {
    let files: [(String, String)] = [
      ("summary.json", summary.json.text(pretty: true) + "\n"),
      ("junit.xml", JUnitReport.xml(summary)),
      ("index.html", ReportPage.html(summary)),
    ]
    for (name, text) in files {
      do { try FileBytes.writeAtomically(Array(text.utf8), to: "\(folder)/\(name)", creatingFolder: true) } catch {
        throw RunInputError("cannot write \(folder)/\(name) (\(error.reason)); pass a writable --report folder")
      }
    }
  }

  /// Reads a report's `summary.json`.
  public static func readSummary(_ folder: String) throws(RunInputError) -> RunSummary {
    let path = "\(folder)/summary.json"
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch {
      throw RunInputError("cannot read \(path) (\(error.reason)); pass the --report folder of a darkroom run verify")
    }
    let value: JSONValue
    do { value = try JSONValue.parse(bytes, source: path) } catch { throw RunInputError(error.description) }
    return try RunSummary(json: value, source: path)
  }
}
