import DarkroomFiles
import Foundation

/// Reads and writes references and artifacts through `FileBytes`: a write goes to a temporary
/// file beside the target, is flushed to the disk and renamed over it, so readers see the old
/// file or the whole new one, even when the disk fills up or several tests write side by side.
enum ReferenceFile {
  /// Writes `data` to `url`, creating its folders first.
  static func write(_ data: Data, to url: URL) throws(FileError) {
    try FileBytes.createFolders(url.deletingLastPathComponent().path)
    let result = data.withUnsafeBytes { buffer in
      Result { () throws(FileError) in try FileBytes.writeAtomically(buffer, to: url.path, durable: true) }
    }
    try result.get()
  }

  /// The file's bytes, or `nil` when there is no file.
  static func read(_ url: URL) throws(FileError) -> Data? {
    do throws(FileError) {
      return Data(try FileBytes.read(url.path))
    } catch {
      if error.code == ENOENT { return nil }
      throw error
    }
  }
}
