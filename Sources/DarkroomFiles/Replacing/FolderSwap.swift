#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a finished folder in the place of another in one step, so that a reader, or a
/// process killed half-way, sees the old folder or the new one and never a mix.
///
/// On Linux this is `renameat2(…, RENAME_EXCHANGE)` (Linux 3.15, glibc 2.28): both folders
/// stay whole and trade names. Where the file system cannot exchange, the old folder is
/// renamed aside and the new one renamed in; a kill between the two leaves the old folder
/// under `<folder>.replaced-<pid>`, which the next run's recovery puts back.
///
/// ```swift
/// try FolderSwap.replace("Baselines", with: "Baselines.recording-4242", aside: "Baselines.replaced-4242")
/// ```
public enum FolderSwap {
  /// Replaces `folder` (when it exists) with `staging`, then removes the old folder, which
  /// goes through `aside` on its way out.
  public static func replace(_ folder: String, with staging: String, aside: String) throws(FileError) {
    guard FileTree.exists(folder) else {
      try FileTree.rename(staging, to: folder)
      return
    }
    try FileFaults.step(.write, folder)
    if exchange(staging, folder) {
      // `staging` now holds the old folder.
      try FileTree.rename(staging, to: aside)
    } else {
      try FileTree.rename(folder, to: aside)
      do { try FileTree.rename(staging, to: folder) } catch {
        try? FileTree.rename(aside, to: folder)
        throw error
      }
    }
    FileTree.remove(aside)
  }

  private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  /// `renameat2` looked up at run time: the C library declares it only for GNU sources.
  private static func exchange(_ a: String, _ b: String) -> Bool {
    #if os(Linux)
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "renameat2") else { return false }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE in <linux/fs.h>
      return renameat2(AT_FDCWD, a, AT_FDCWD, b, exchangeFlag) == 0
    #else
      return false
    #endif
  }
}
