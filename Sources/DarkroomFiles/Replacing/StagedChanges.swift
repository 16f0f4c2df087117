/// A change to several files of a folder that other files share (a report folder, a
/// screenshots folder), made all at once or not at all.
///
/// The new files are written under `<folder>/.darkroom-staging-<pid>/new/`. Committing
/// writes a journal there (one rename: the moment the change is made) and then moves each
/// file into place, the file it replaces going to `old/`. A process killed before the
/// journal leaves the folder as it was; one killed after it leaves a change that
/// ``recover(_:)``, which every operation runs first, finishes. Either way the staging
/// folder is hidden and removed by the next run, which says what it found.
///
/// ```swift
/// let changes = try StagedChanges.begin(in: "report", operation: "darkroom run verify")
/// try FileBytes.writeAtomically(bytes, to: changes.path("summary.json"), creatingFolder: true)
/// try changes.commit(putting: ["summary.json"], removing: [])
/// ```
public struct StagedChanges: Sendable {
  public static let prefix = ".darkroom-staging-"

  /// The live folder.
  public let folder: String
  /// `<folder>/.darkroom-staging-<pid>`.
  public let staging: String

  /// Where the new version of `relative` is written before the commit.
  public func path(_ relative: String) -> String { staging + "/new/" + relative }

  /// The folder the new files are written under.
  public var root: String { staging + "/new" }

  /// Starts a change: creates the folder if needed and an empty staging folder in it.
  ///
  /// - Parameter operation: What makes the change, said by the next run if this one stops.
  public static func begin(in folder: String, operation: String) throws(FileError) -> StagedChanges {
    let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let changes = StagedChanges(folder: folder, staging: folder + "/" + prefix + "\(FileTree.processID)")
    FileTree.remove(changes.staging)
    try FileBytes.createFolders(changes.root)
    try FileBytes.writeAtomically(Array(operation.utf8), to: changes.staging + "/operation")
    return changes
  }

  /// Makes the change: every path in `putting` (relative, written under ``root``) replaces
  /// the live one, every path in `removing` goes. A path may name a folder.
  public func commit(putting: [String], removing: [String]) throws(FileError) {
    let lines = putting.map { "put " + $0 } + removing.map { "remove " + $0 }
    try FileBytes.writeAtomically(Array((Self.header + "\n" + lines.joined(separator: "\n") + "\n").utf8), to: staging + "/journal")
    try Self.apply(lines, in: folder, staging: staging)
    FileTree.remove(staging)
  }

  /// Drops an unfinished change; the folder stays as it was. A change whose journal is
  /// written is made, even if putting its files in place failed: it is left for
  /// ``recover(_:)`` to finish, never dropped half-way.
  public func abandon() {
    guard !FileTree.exists(staging + "/journal") else { return }
    FileTree.remove(staging)
  }

  /// Finishes or drops what interrupted operations left in `folder`, and says what it did.
  /// Call it while holding the folder's ``FolderLock``, so no staging folder is still in use.
  ///
  /// ```swift
  /// for line in StagedChanges.recover("report") { print(line) }
  /// // an interrupted darkroom run verify left report/.darkroom-staging-4242 unfinished; removed it, so report is as before
  /// ```
  public static func recover(_ folder: String) -> [String] {
    let names = ((try? FileTree.list(folder)) ?? []).filter { $0.hasPrefix(prefix) }
    var notices: [String] = []
    for name in names {
      let staging = folder + "/" + name
      let operation = (try? FileBytes.read(staging + "/operation")).map { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "run" } ?? "run"
      let journal = (try? FileBytes.read(staging + "/journal")).map { String(decoding: $0, as: UTF8.self) }
      let lines = journal?.split(separator: "\n").map(String.init) ?? []
      if lines.first == header, (try? apply(Array(lines.dropFirst()), in: folder, staging: staging)) != nil {
        notices.append("an interrupted \(operation) had made its change but not put every file in place; finished it in \(folder)")
      } else if lines.first == header {
        notices.append("an interrupted \(operation) left \(staging) half put in place and it could not be finished; remove it by hand after checking \(folder)")
        continue
      } else {
        notices.append("an interrupted \(operation) left \(staging) unfinished; removed it, so \(folder) is as before")
      }
      FileTree.remove(staging)
    }
    return notices
  }

  private static let header = "darkroom-journal/1"

  /// Moves each entry into place; every step can be repeated, so a journal applied half-way
  /// is finished by applying it again.
  private static func apply(_ lines: [String], in folder: String, staging: String) throws(FileError) {
    for line in lines {
      if line.hasPrefix("put ") {
        let relative = String(line.dropFirst(4))
        let new = staging + "/new/" + relative
        guard FileTree.exists(new) else { continue }  // already in place
        try moveAside(relative, in: folder, staging: staging)
        try FileBytes.createFolders(parent(of: folder + "/" + relative))
        try FileTree.rename(new, to: folder + "/" + relative)
      } else if line.hasPrefix("remove ") {
        try moveAside(String(line.dropFirst(7)), in: folder, staging: staging)
      }
    }
  }

  private static func moveAside(_ relative: String, in folder: String, staging: String) throws(FileError) {
    let live = folder + "/" + relative
    guard FileTree.exists(live) else { return }
    let old = staging + "/old/" + relative
    FileTree.remove(old)
    try FileBytes.createFolders(parent(of: old))
    try FileTree.rename(live, to: old)
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "." }
    return String(path[..<slash])
  }
}
