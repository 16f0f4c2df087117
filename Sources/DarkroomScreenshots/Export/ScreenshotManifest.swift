import DarkroomFiles

/// The list of files each run's export wrote into an output folder, kept beside them as
/// `.darkroom-screenshots-<run>.tsv`. A new export of a run removes the files its previous
/// export wrote and this one did not (a screen or language taken out of the run), and
/// leaves every other file alone: other runs' screenshots and anything a person put there.
enum ScreenshotManifest {
  static let prefix = ".darkroom-screenshots-"
  static let suffix = ".tsv"

  static func path(output: String, run: String) -> String {
    output + "/" + fileName(run: run)
  }

  static func fileName(run: String) -> String {
    prefix + String(run.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) + suffix
  }

  /// The entries a run's previous export wrote; none when it has not exported here.
  static func read(output: String, run: String) -> [ScreenshotEntry] {
    read(path(output: output, run: run))
  }

  static func read(_ path: String) -> [ScreenshotEntry] {
    guard let bytes = try? FileBytes.read(path) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap(ScreenshotEntry.init(manifestLine:))
  }

  /// Every run's entries in the output folder, for the page, with one run's list (by its
  /// file name) replaced by the entries an export is about to put there.
  static func all(output: String, replacing listName: String? = nil, with entries: [ScreenshotEntry] = []) -> [ScreenshotEntry] {
    var names = Set(((try? FileTree.list(output)) ?? []).filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) })
    if let listName { names.insert(listName) }
    return names.sorted().flatMap { $0 == listName ? entries : read(output + "/" + $0) }
  }

  static func write(_ entries: [ScreenshotEntry], to path: String) throws(ScreenshotError) {
    let text = entries.map { $0.manifestLine + "\n" }.joined()
    do { try FileBytes.writeAtomically(Array(text.utf8), to: path, creatingFolder: true) } catch { throw .write(path: path, reason: error.description) }
  }
}
