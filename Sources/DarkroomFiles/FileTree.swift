#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a tool does with files and folders besides reading and writing them (that is
/// ``FileBytes``), without Foundation: existence checks, sorted folder listings, renames,
/// copies and removal of a whole folder it made.
///
/// ```swift
/// try FileBytes.writeAtomically(Array(text.utf8), to: "report/summary.json", creatingFolder: true)
/// for name in try FileTree.list("report/images") { print(name) }
/// FileTree.remove("report/.staging")
/// ```
public enum FileTree {
  /// Whether something exists at `path`.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether `path` is a folder.
  public static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a folder (not `.` or `..`), sorted.
  public static func list(_ path: String) throws(FileError) -> [String] {
    guard let folder = opendir(path) else { throw FileError(.read, path: path, code: errno) }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Renames `from` to `to` in one step (both on one file system).
  public static func rename(_ from: String, to: String) throws(FileError) {
    try FileFaults.step(.write, to)
    guard renameFile(from, to) == 0 else { throw FileError(.write, path: to, code: errno) }
  }

  /// Removes a file, or a folder and everything in it. Missing is fine.
  public static func remove(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    FileFaults.quietStep(path)
    if status.st_mode & S_IFMT == S_IFDIR {
      for name in (try? list(path)) ?? [] { remove(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Copies a file's bytes to `to`, atomically, creating its folder.
  public static func copy(_ from: String, to: String) throws(FileError) {
    try FileBytes.writeAtomically(try FileBytes.read(from), to: to, creatingFolder: true)
  }

  /// Makes `to` a copy of the folder `from` whose files are hard links to the same bytes
  /// (a copy where the file system cannot link): cheap, and changing a file of the copy by
  /// writing a new one over it (as ``FileBytes/writeAtomically(_:to:durable:creatingFolder:)-([UInt8],_,_,_)``
  /// does) leaves the original alone.
  public static func cloneLinked(_ from: String, to: String) throws(FileError) {
    try FileBytes.createFolders(to)
    for name in try list(from) {
      let source = from + "/" + name
      let target = to + "/" + name
      if isFolder(source) {
        try cloneLinked(source, to: target)
        continue
      }
      try FileFaults.step(.write, target)
      if link(source, target) != 0 { try copy(source, to: target) }
    }
  }

  /// `path` made absolute against the current folder.
  public static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return cwd + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }

  /// The process id, to name temporary folders.
  public static var processID: Int32 { getpid() }
}

private func renameFile(_ from: String, _ to: String) -> Int32 {
  rename(from, to)
}
