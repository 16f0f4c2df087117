import Foundation

/// A file operation that failed, with the path and the system's reason.
struct FileOperationError: Error, CustomStringConvertible {
  enum Operation: String, Sendable {
    case read = "read"
    case write = "write"
    case createDirectory = "create the folder"
  }

  var operation: Operation
  var path: String
  var code: Int32

  var description: String {
    let reason = String(cString: strerror(code))
    let advice: String
    switch code {
    case ENOSPC, EDQUOT: advice = " Free some disk space and run the test again."
    case EACCES, EPERM, EROFS: advice = " Check the permissions of the folder, or point the snapshot elsewhere."
    default: advice = ""
    }
    return "Could not \(operation.rawValue) \(path): \(reason).\(advice)"
  }
}

/// Reads and writes whole files; a write never leaves a half-written file behind.
enum AtomicFile {
  /// Writes `data` to a temporary file in the same folder, flushes it to disk, then renames
  /// it over `url`. Readers see the old file or the new one, never a mix, even when several
  /// tests write side by side or the disk fills up.
  static func write(_ data: Data, to url: URL) throws(FileOperationError) {
    let directory = url.deletingLastPathComponent()
    try createDirectory(directory)

    let temporaryPath = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    ).path
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileOperationError(operation: .write, path: url.path, code: errno) }

    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporaryPath, url.path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporaryPath)
      throw FileOperationError(operation: .write, path: url.path, code: failure)
    }
  }

  /// Creates a folder and its parents, like `mkdir -p`; a folder that exists is fine.
  static func createDirectory(_ url: URL) throws(FileOperationError) {
    var path = ""
    for component in url.standardizedFileURL.path.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o755) == 0 { continue }
      let code = errno
      var status = stat()
      if code == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
      throw FileOperationError(operation: .createDirectory, path: path, code: code == EEXIST ? ENOTDIR : code)
    }
  }

  /// The file's bytes, or `nil` when there is no file.
  static func read(_ url: URL) throws(FileOperationError) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw FileOperationError(operation: .read, path: url.path, code: errno)
    }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileOperationError(operation: .read, path: url.path, code: errno)
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[0..<count])
    }
    return data
  }
}
