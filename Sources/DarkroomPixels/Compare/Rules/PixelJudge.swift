/// What a rule concluded about one pixel whose bytes differ between the two images.
struct PixelVerdict {
  enum Kind: UInt8 {
    /// Within the rule's tolerance.
    case same
    /// Counted as different; the new pixel is as light as the reference or lighter.
    case changed
    /// Counted as different; the new pixel is darker (dark-on-light changes).
    case darkened
    /// Different, but anti-aliasing: drawn in the diff, not counted.
    case antialiased
  }

  var kind: Kind
  /// How different, in the rule's own unit (see ``Comparison/largestDelta``).
  var delta: Double
}

/// A rule that judges pixels whose 32-bit words differ; pixels with equal words are equal
/// under every rule and never reach it.
protocol PixelJudge {
  /// Judges the pixel at `x`, `y`; `offset` is its byte offset in both images.
  func judge(x: Int, y: Int, offset: Int) -> PixelVerdict
}

/// Read access to the two images a judge compares.
struct ImagePair {
  let reference: UnsafePointer<UInt8>
  let new: UnsafePointer<UInt8>
  let width: Int
  let height: Int

  /// `c` blended over white at alpha `a`, as a fraction-keeping number.
  @inline(__always)
  static func overWhite(_ c: UInt8, _ a: UInt8) -> Double {
    255 + (Double(c) - 255) * Double(a) / 255
  }

  /// A counted difference of `delta` between reference pixel `a` and new pixel `b`, marked as
  /// darkened when `b` is darker.
  @inline(__always)
  static func changed(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, delta: Double) -> PixelVerdict {
    PixelVerdict(kind: luma(b) < luma(a) ? .darkened : .changed, delta: delta)
  }

  /// Rec. 601 luma of a pixel, for telling darker from lighter.
  @inline(__always)
  static func luma(_ p: UnsafePointer<UInt8>) -> Double {
    let a = p[3]
    return 0.299 * overWhite(p[0], a) + 0.587 * overWhite(p[1], a) + 0.114 * overWhite(p[2], a)
  }
}
