#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps two runs off one folder: a writer holds it alone, readers share it.
///
/// The lock is `flock(2)` on `.<name>.darkroom-lock` beside the folder (beside, because
/// recording replaces the folder itself). A writer writes its process id and purpose into
/// the file and removes the file when done, so a file still holding a process id when the
/// lock is taken was left by a process that was killed: it is taken over and said so. The
/// system lets go of a dead process's lock by itself, so a crash never blocks the next run.
///
/// ```swift
/// let lock = try FolderLock.acquire("Baselines", for: "darkroom run record") { print($0) }
/// defer { lock.release() }
/// for line in lock.notices { print(line) }   // "took over the lock of process 4242 (…)"
/// ```
public final class FolderLock: Sendable {
  /// The locked folder.
  public let folder: String
  /// What the lock found: a lock taken over from a process that ended without releasing it.
  public let notices: [String]
  private let descriptor: Int32
  private let path: String
  private let exclusive: Bool

  private init(folder: String, path: String, descriptor: Int32, exclusive: Bool, notices: [String]) {
    self.folder = folder
    self.path = path
    self.descriptor = descriptor
    self.exclusive = exclusive
    self.notices = notices
  }

  /// The lock file of `folder`: `.<name>.darkroom-lock` in its parent.
  public static func lockPath(for folder: String) -> String {
    var trimmed = folder
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return ".\(trimmed).darkroom-lock" }
    let parent = trimmed[..<slash]
    let name = trimmed[trimmed.index(after: slash)...]
    return (parent.isEmpty ? "" : String(parent)) + "/.\(name).darkroom-lock"
  }

  /// Takes the lock of `folder`.
  ///
  /// - Parameters:
  ///   - purpose: What holds it (`darkroom run record`), shown to a run that has to wait.
  ///   - shared: Share it with other readers; a writer still waits for them, and they for it.
  ///     A reader of a folder it cannot write beside (a read-only checkout) reads unlocked.
  ///   - waits: Wait for the holder to finish; `false` refuses at once.
  ///   - waiting: Told once, with the holder, when the lock is busy and this call waits.
  /// - Throws: ``FolderLockError`` when the lock file cannot be made (a read-only folder)
  ///   or, without `waits`, when another process holds the lock.
  public static func acquire(
    _ folder: String, for purpose: String, shared: Bool = false, waits: Bool = true, waiting: (String) -> Void = { _ in }
  ) throws(FolderLockError) -> FolderLock {
    let path = lockPath(for: folder)
    let parent = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    if !shared {
      do { try FileBytes.createFolders(parent) } catch { throw .cannotCreate(folder: folder, lock: path, error) }
    }
    let mode = shared ? LOCK_SH : LOCK_EX
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      if descriptor < 0, shared, [ENOENT, EACCES, EPERM, EROFS].contains(errno) {
        // A folder this process cannot write to (a read-only checkout), or that is not
        // there: it reads without a lock, as no run of its own can be writing there.
        return FolderLock(folder: folder, path: path, descriptor: -1, exclusive: false, notices: [])
      }
      guard descriptor >= 0 else { throw .cannotCreate(folder: folder, lock: path, FileError(.write, path: path, code: errno)) }
      if flock(descriptor, mode | LOCK_NB) != 0 {
        let holder = contents(descriptor)
        guard waits else {
          close(descriptor)
          throw .busy(folder: folder, holder: holder)
        }
        waiting("\(folder) is in use by \(holder.isEmpty ? "another run" : holder); waiting for it to finish")
        while flock(descriptor, mode) != 0 {
          if errno == EINTR { continue }
          let code = errno
          close(descriptor)
          throw .cannotCreate(folder: folder, lock: path, FileError(.write, path: path, code: code))
        }
      }
      // The holder before us may have removed the file after we opened it: then this lock
      // guards nothing, and we start again on the file now at the path.
      var held = stat()
      var named = stat()
      guard fstat(descriptor, &held) == 0, stat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev else {
        close(descriptor)
        continue
      }
      var notices: [String] = []
      let left = contents(descriptor)
      if !left.isEmpty {
        notices.append("took over the lock of \(folder) left by \(left), which ended without releasing it")
      }
      if !shared || !left.isEmpty {
        _ = ftruncate(descriptor, 0)
      }
      if !shared {
        let line = Array("process \(getpid()) (\(purpose))".utf8)
        _ = line.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
      }
      return FolderLock(folder: folder, path: path, descriptor: descriptor, exclusive: !shared, notices: notices)
    }
  }

  /// Lets go of the lock and removes the lock file when no one else holds it.
  public func release() {
    guard descriptor >= 0 else { return }
    if exclusive || flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      _ = ftruncate(descriptor, 0)
      unlink(path)
    }
    close(descriptor)
  }

  private static func contents(_ descriptor: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return "" }
    return String(decoding: buffer.prefix(count), as: UTF8.self).trimmingTrailingSpace()
  }
}

/// A folder another run is using, or whose lock cannot be made.
public enum FolderLockError: Error, Equatable, CustomStringConvertible {
  case busy(folder: String, holder: String)
  case cannotCreate(folder: String, lock: String, FileError)

  public var description: String {
    switch self {
    case .busy(let folder, let holder):
      return "\(folder) is in use by \(holder.isEmpty ? "another run" : holder); try again when it has finished"
    case .cannotCreate(let folder, let lock, let error):
      return "cannot lock \(folder): could not create \(lock) (\(error.reason)); check that the folder is writable, or choose another"
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpace() -> String {
    var text = self
    while let last = text.last, last == "\n" || last == " " || last == "\0" { text.removeLast() }
    return text
  }
}
