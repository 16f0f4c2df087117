import Synchronization

/// Canvas memory kept between renders: a full screen at @3x is 12 MB, and asking the
/// system for it afresh each time costs more than drawing into it. Each render borrows a
/// buffer for its length; a few are kept, so memory stays flat however many renders run.
final class PixelBufferPool: Sendable {
  static let shared = PixelBufferPool()

  /// How many idle buffers are kept.
  private static let keep = 4
  private let idle = Mutex<[PixelBuffer]>([])

  /// Runs `body` with a buffer of at least `byteCount` bytes, 16-byte aligned; its contents
  /// are whatever the last render left.
  func withBuffer<Result>(byteCount: Int, _ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
    let buffer =
      idle.withLock { buffers -> PixelBuffer? in
        guard let index = buffers.firstIndex(where: { $0.byteCount >= byteCount }) else { return nil }
        return buffers.remove(at: index)
      } ?? PixelBuffer(byteCount: byteCount)
    defer {
      idle.withLock { buffers in
        buffers.append(buffer)
        if buffers.count > PixelBufferPool.keep { buffers.sort { $0.byteCount > $1.byteCount }; buffers.removeLast() }
      }
    }
    return try body(buffer.pointer)
  }
}

/// Memory for one canvas, freed when no render holds it.
final class PixelBuffer: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
  let byteCount: Int

  init(byteCount: Int) {
    self.byteCount = max(byteCount, 16)
    pointer = UnsafeMutableRawPointer.allocate(byteCount: self.byteCount, alignment: 16)
  }

  deinit {
    pointer.deallocate()
  }
}
