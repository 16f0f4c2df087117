#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about runs of bytes answered by libc's `memcmp`, which is optimised in every
/// build: in an unoptimised Swift build a loop over the same bytes is many times slower.
///
/// ```swift
/// ByteRuns.allEqual(alphaRow, count: width, to: 255)   // a fully opaque row
/// ```
enum ByteRuns {
  /// Whether all `count` bytes at `start` are `value` (true for no bytes): the first is
  /// `value` and each equals the one after it.
  static func allEqual(_ start: UnsafeRawPointer, count: Int, to value: UInt8) -> Bool {
    guard count > 0 else { return true }
    guard start.load(as: UInt8.self) == value else { return false }
    return count == 1 || memcmp(start, start + 1, count - 1) == 0
  }

  /// Whether `count` bytes at two places are the same.
  static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    count <= 0 || memcmp(first, second, count) == 0
  }
}
