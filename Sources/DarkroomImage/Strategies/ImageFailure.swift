import Foundation

/// What a failed image comparison tells the person reading the test report.
enum ImageFailure {
  /// `nil` when the images count as the same; otherwise the summary and the diff image and
  /// the reference | new | diff strip as PNG attachments.
  ///
  /// `alongside` runs beside the strip's encoding when the images differ (the image strategy
  /// encodes the new image there).
  static func explain(
    reference: Bitmap, new: Bitmap, options: ComparisonOptions, style: DiffStyle, alongside: @Sendable () -> Void = {}
  ) -> (String, [DiffAttachment])? {
    if reference.hasSamePixels(as: new) { return nil }
    let (comparison, diff) = Comparison.drawingDiff(reference: reference, new: new, options: options, style: style)
    if comparison.isSame { return nil }
    guard let diff else {
      return (comparison.summary, [.data(Data(PNG.encodeStrip([reference, new])), name: "strip.png")])
    }
    // The two files are written at once, on two threads: in a debug build the strip's
    // deflate is the longest step of a failure.
    let files = EncodedFiles()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        files.set(diff: PNG.encode(diff, .fast))
        alongside()
      } else {
        files.set(strip: PNG.encodeStrip([reference, new, diff.bitmap()]))
      }
    }
    return (
      comparison.summary,
      [
        .data(Data(files.diff), name: "diff.png"),
        .data(Data(files.strip), name: "strip.png"),
      ]
    )
  }
}

/// The diff image and the strip, filled in by two threads.
private final class EncodedFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var diffBytes: [UInt8] = []
  private var stripBytes: [UInt8] = []

  var diff: [UInt8] { lock.withLock { diffBytes } }
  var strip: [UInt8] { lock.withLock { stripBytes } }

  func set(diff: [UInt8]) { lock.withLock { diffBytes = diff } }
  func set(strip: [UInt8]) { lock.withLock { stripBytes = strip } }
}

/// The PNG bytes of one new image, encoded ahead of time by a failing comparison and taken
/// (once) when that same image is written. Any other image misses and is encoded then.
final class PendingEncoding: @unchecked Sendable {
  private let lock = NSLock()
  private var entry: (bitmap: Bitmap, bytes: [UInt8])?

  func store(_ bytes: [UInt8], for bitmap: Bitmap) {
    lock.withLock { entry = (bitmap, bytes) }
  }

  /// The bytes stored for `bitmap` (equal pixels, size and scale), removed so that nothing
  /// is kept after the failure is written.
  func take(for bitmap: Bitmap) -> [UInt8]? {
    lock.withLock {
      guard let stored = entry, stored.bitmap == bitmap else { return nil }
      entry = nil
      return stored.bytes
    }
  }
}
