/// pixelmatch 7.2's rule (mapbox/pixelmatch, `checkerboard: false`), written from its
/// published algorithm so that the counts are the same to the pixel:
///
/// 1. The colour delta of two pixels is a weighted sum of squares of their differences in
///    YIQ (Kotsarenko & Ramos, 2010), after blending semi-transparent pixels over white; it is
///    negative when the new pixel is darker.
/// 2. A pixel is a candidate when `|delta| > 35215 × threshold²` (35215 is the largest
///    possible delta).
/// 3. Unless anti-aliasing is included, a candidate that looks like anti-aliasing in either
///    image (Vysniauskas, 2009) is not counted: it has at most two equal neighbours, both a
///    darker and a brighter one, and the darkest or the brightest of those sits in a flat area
///    (three or more identical neighbours) in both images.
///
/// Arithmetic is in `Double` in the same order as the JavaScript, so that edge cases round the
/// same way. The delta reported is `√(|delta| / 35215)`: the threshold at which the pixel
/// would just pass.
struct PixelmatchRule: PixelJudge {
  let images: ImagePair
  let maximumDelta: Double
  let detectsAntialiasing: Bool

  init(images: ImagePair, threshold: Double, includeAntialiasing: Bool) {
    self.images = images
    self.maximumDelta = 35215 * threshold * threshold
    self.detectsAntialiasing = !includeAntialiasing
  }

  @inline(__always)
  func judge(x: Int, y: Int, offset: Int) -> PixelVerdict {
    let delta = colorDelta(images.reference + offset, images.new + offset)
    let reported = (abs(delta) / 35215).squareRoot()
    guard abs(delta) > maximumDelta else { return PixelVerdict(kind: .same, delta: reported) }
    if detectsAntialiasing
      && (antialiased(images.reference, x, y, other: images.new)
        || antialiased(images.new, x, y, other: images.reference))
    {
      return PixelVerdict(kind: .antialiased, delta: reported)
    }
    return PixelVerdict(kind: delta < 0 ? .darkened : .changed, delta: reported)
  }

  /// Squared YIQ distance, negative when the second pixel is darker.
  @inline(__always)
  private func colorDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
    let (dr, dg, db) = difference(p1, p2)
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The brightness (Y) part of the delta between a centre pixel and a neighbour.
  @inline(__always)
  private func brightnessDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
    if UnsafeRawPointer(p1).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(p2).loadUnaligned(as: UInt32.self) {
      return 0
    }
    let (dr, dg, db) = difference(p1, p2)
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// The channel differences of two pixels, of their colours over white when either is
  /// translucent.
  @inline(__always)
  private func difference(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> (Double, Double, Double) {
    let r1 = Double(p1[0]), g1 = Double(p1[1]), b1 = Double(p1[2]), a1 = Double(p1[3])
    let r2 = Double(p2[0]), g2 = Double(p2[1]), b2 = Double(p2[2]), a2 = Double(p2[3])
    guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
    let da = a1 - a2
    return ((r1 * a1 - r2 * a2 - 255 * da) / 255, (g1 * a1 - g2 * a2 - 255 * da) / 255, (b1 * a1 - b2 * a2 - 255 * da) / 255)
  }

  /// Whether the pixel at `x1`, `y1` of `image` looks like anti-aliasing.
  private func antialiased(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, other: UnsafePointer<UInt8>) -> Bool {
    let width = images.width, height = images.height
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let centre = image + (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0

    // Columns outside, rows inside: the order decides ties between equally dark neighbours.
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta = brightnessDelta(centre, image + (y * width + x) * 4)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestX = x
          darkestY = y
        } else if delta > brightest {
          brightest = delta
          brightestX = x
          brightestY = y
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(image, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
      || (hasManySiblings(image, brightestX, brightestY) && hasManySiblings(other, brightestX, brightestY))
  }

  /// Whether the pixel has three or more neighbours of exactly its colour.
  private func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
    let width = images.width, height = images.height
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let words = UnsafeRawPointer(image)
    let value = words.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if words.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
