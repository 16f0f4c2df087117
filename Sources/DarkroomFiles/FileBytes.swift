#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes through the C library, without Foundation, so a tool that
/// uses them starts in a few milliseconds.
///
/// ```swift
/// let bytes = try FileBytes.read("reference.png")
/// try FileBytes.writeAtomically(bytes, to: "copy.png")
/// ```
public enum FileBytes {
  /// The bytes of the file at `path`.
  public static func read(_ path: String) throws(FileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileError(.read, path: path, code: errno) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw FileError(.read, path: path, code: EISDIR) }

    var bytes: [UInt8] = []
    var capacity = max(Int(status.st_size), 0) + 1  // one more byte to see the end in one read
    var failure: Int32 = 0
    while failure == 0 {
      let start = bytes.count
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity - start) { buffer, count in
        count = 0
        while count < buffer.count {
          let got = readSome(descriptor, buffer.baseAddress! + count, buffer.count - count)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if got == 0 { return }
          count += got
        }
      }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if chunk.count < capacity - start { break }
      capacity *= 2  // the file grew while it was read
    }
    if failure != 0 { throw FileError(.read, path: path, code: failure) }
    return bytes
  }

  /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: readers
  /// see the old file or the whole new one, and a failed write leaves nothing behind.
  ///
  /// - Parameters:
  ///   - durable: Also flush the file to the disk before the rename, so it survives a power
  ///     cut (slower: use it for references, not for throwaway diff images).
  ///   - creatingFolder: First create the folder `path` is in, and its parents, when missing.
  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, durable: Bool = false, creatingFolder: Bool = false
  ) throws(FileError) {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(FileError) in
        try writeAtomically(buffer, to: path, durable: durable, creatingFolder: creatingFolder)
      }
    }
    try result.get()
  }

  /// ``writeAtomically(_:to:durable:creatingFolder:)-([UInt8],_,_,_)`` for bytes in any buffer.
  public static func writeAtomically(
    _ buffer: UnsafeRawBufferPointer, to path: String, durable: Bool = false, creatingFolder: Bool = false
  ) throws(FileError) {
    if creatingFolder, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try createFolders(String(path[..<slash]))
    }
    let temporary = temporaryPath(beside: path)
    try FileFaults.step(.write, path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(.write, path: path, code: errno) }
    var failure: Int32 = 0
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      offset += written
    }
    if durable, failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0 {
      do { try FileFaults.step(.write, path) } catch { failure = error.code }
    }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw FileError(.write, path: path, code: failure)
    }
  }

  /// Creates a folder and its parents, like `mkdir -p`; a folder that exists is fine.
  ///
  /// ```swift
  /// try FileBytes.createFolders("Tests/__Snapshots__/CheckoutTests")
  /// ```
  public static func createFolders(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      var existing = stat()
      if stat(prefix, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR { continue }
      try FileFaults.step(.createFolder, prefix)
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var status = stat()
      if code == EEXIST, stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
      throw FileError(.createFolder, path: prefix, code: code == EEXIST ? ENOTDIR : code)
    }
  }

  /// `.name.<pid>.<random>.tmp` in the folder of `path`: the same file system, so the rename
  /// is atomic, and hidden, so nothing picks it up as an image.
  private static func temporaryPath(beside path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return folder + "." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }
}

private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
