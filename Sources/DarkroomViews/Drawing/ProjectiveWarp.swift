/// Resamples a layer of premultiplied ARGB pixels through a projective transform: every
/// pixel of the destination looks up where its centre came from (the inverse transform) and
/// takes the bilinear mix of the four source pixels around that point, transparent outside
/// the layer. Plain double arithmetic in a fixed order, so the pixels are the same on every
/// run; the loops are `while` loops over pointers, which an unoptimised build runs fast.
struct ProjectiveWarp {
  /// Maps destination pixel coordinates back to source pixel coordinates.
  let inverse: ProjectionTransform
  /// Maps source pixel coordinates forward, to tell points in front of the eye.
  let forward: ProjectionTransform

  /// A warp for `transform`, given in points, at `scale` pixels per point; `nil` when the
  /// transform has no inverse (it folds the layer onto a line) or is not finite.
  init?(transform: ProjectionTransform, scale: CGFloat) {
    let toPoints = ProjectionTransform(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
    let toPixels = ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale))
    let forward = toPoints.concatenating(transform).concatenating(toPixels)
    var inverse = forward
    guard forward.entries.allSatisfy(\.isFinite), inverse.invert() else { return nil }
    self.forward = forward
    self.inverse = inverse
  }

  /// Fills `destination` (every pixel written) from `source`.
  func draw(_ source: LayerPixels, into destination: LayerPixels) {
    let m = inverse
    var row = 0
    while row < destination.height {
      let line = destination.pixels + row * destination.rowLength
      let y = Double(destination.top + row) + 0.5
      var column = 0
      while column < destination.width {
        let x = Double(destination.left + column) + 0.5
        let w = x * m.m13 + y * m.m23 + m.m33
        let sourceX = (x * m.m11 + y * m.m21 + m.m31) / w
        let sourceY = (x * m.m12 + y * m.m22 + m.m32) / w
        let inFront = sourceX * forward.m13 + sourceY * forward.m23 + forward.m33 > 0
        line[column] = inFront && sourceX.isFinite && sourceY.isFinite ? sample(source, sourceX, sourceY) : 0
        column += 1
      }
      row += 1
    }
  }

  /// The bilinear mix at a point of the canvas's pixel grid (pixel centres at half pixels).
  private func sample(_ layer: LayerPixels, _ x: Double, _ y: Double) -> UInt32 {
    let fx = x - Double(layer.left) - 0.5, fy = y - Double(layer.top) - 0.5
    guard fx > -1, fy > -1, fx < Double(layer.width), fy < Double(layer.height) else { return 0 }
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let wx = fx - Double(x0), wy = fy - Double(y0)
    if wx == 0 && wy == 0 { return pixel(layer, x0, y0) }
    let p00 = pixel(layer, x0, y0), p10 = pixel(layer, x0 + 1, y0)
    let p01 = pixel(layer, x0, y0 + 1), p11 = pixel(layer, x0 + 1, y0 + 1)
    let w00 = (1 - wx) * (1 - wy), w10 = wx * (1 - wy), w01 = (1 - wx) * wy, w11 = wx * wy
    var result: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      func channel(_ pixel: UInt32) -> Double { Double((pixel >> shift) & 0xFF) }
      let mixed = channel(p00) * w00 + channel(p10) * w10 + channel(p01) * w01 + channel(p11) * w11
      result |= UInt32(min(255, max(0, mixed.rounded()))) << shift
      shift += 8
    }
    return result
  }

  @inline(__always)
  private func pixel(_ layer: LayerPixels, _ x: Int, _ y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < layer.width, y < layer.height else { return 0 }
    return layer.pixels[y * layer.rowLength + x]
  }
}
