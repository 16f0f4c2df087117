#if canImport(Glibc)
import Glibc
#endif

/// Help for buffers of many megabytes, like decoded images.
enum LargeBuffers {
  /// Asks the kernel to back the not yet touched memory at `start` with 2 MB pages.
  ///
  /// A decoded 4K screenshot is 33 MB: with 4 KB pages the first write to it takes some 8 000
  /// page faults, a third of the time of a whole comparison; with 2 MB pages it takes 17. Where
  /// transparent huge pages are off, or the range is too small, nothing changes.
  static func preferHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
      let hugePage = 2 << 20
      guard byteCount >= 2 * hugePage else { return }
      let first = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
      let end = (Int(bitPattern: start) + byteCount) & ~(hugePage - 1)
      guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(aligned, end - first, MADV_HUGEPAGE)
    #endif
  }
}

extension LargeBuffers {
  /// An array of `count` bytes that `initialize` fills completely, on huge pages when large.
  static func array(count: Int, _ initialize: (UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        preferHugePages(base, byteCount: count)
        initialize(base)
      }
      initialized = count
    }
  }
}
