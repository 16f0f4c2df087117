import DarkroomFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations a run needs, without Foundation: whole-file reads, atomic writes,
/// folder listings, renames and removal of a folder the run made.
///
/// ```swift
/// try RunFiles.writeAtomically(Array(text.utf8), to: "report/summary.json")
/// for name in try RunFiles.list("report/images") { print(name) }
/// ```
public enum RunFiles {
  public static func read(_ path: String) throws(FileError) -> [UInt8] {
    try FileBytes.read(path)
  }

  /// Writes through a temporary file beside `path` and a rename, creating the folder.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try FileBytes.createFolders(String(path[..<slash])) }
    try FileBytes.writeAtomically(bytes, to: path)
  }

  public static func createFolders(_ path: String) throws(FileError) {
    try FileBytes.createFolders(path)
  }

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
    guard renameFile(from, to) == 0 else { throw FileError(.write, path: to, code: errno) }
  }

  /// Removes a file, or a folder and everything in it. Missing is fine.
  public static func remove(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      for name in (try? list(path)) ?? [] { remove(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Copies a file's bytes to `to`, atomically.
  public static func copy(_ from: String, to: String) throws(FileError) {
    try writeAtomically(try read(from), to: to)
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
