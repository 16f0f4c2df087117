/// The Pillow rule: `ImageChops.difference(a, b).convert("L")` above a tolerance, as image-diff
/// scripts written with Pillow count changed pixels.
///
/// Pillow converts RGB to L as `(19595 R + 38470 G + 7471 B + 0x8000) >> 16`, i.e. 0.299,
/// 0.587 and 0.114 in 16-bit fixed point, rounded; here it is applied to the absolute
/// per-channel differences, exactly as such a script does, so the counts equal Pillow's
/// on opaque images. Semi-transparent pixels are first blended over white. The delta is that
/// luma (0…255).
struct LumaDifferenceRule: PixelJudge {
  let images: ImagePair
  let tolerance: Int

  @inline(__always)
  func judge(x: Int, y: Int, offset: Int) -> PixelVerdict {
    let a = images.reference + offset, b = images.new + offset
    var difference = (0, 0, 0)
    if a[3] == 255 && b[3] == 255 {
      difference = (absolute(a[0], b[0]), absolute(a[1], b[1]), absolute(a[2], b[2]))
    } else {
      difference = (
        abs(blend(a[0], a[3]) - blend(b[0], b[3])), abs(blend(a[1], a[3]) - blend(b[1], b[3])),
        abs(blend(a[2], a[3]) - blend(b[2], b[3]))
      )
    }
    let luma = (19595 * difference.0 + 38470 * difference.1 + 7471 * difference.2 + 0x8000) >> 16
    guard luma > tolerance else { return PixelVerdict(kind: .same, delta: Double(luma)) }
    return ImagePair.changed(a, b, delta: Double(luma))
  }

  @inline(__always)
  private func absolute(_ a: UInt8, _ b: UInt8) -> Int {
    a > b ? Int(a - b) : Int(b - a)
  }

  /// `c` over white at alpha `a`, rounded to the nearest whole value.
  @inline(__always)
  private func blend(_ c: UInt8, _ a: UInt8) -> Int {
    (Int(c) * Int(a) + 255 * (255 - Int(a)) + 127) / 255
  }
}
