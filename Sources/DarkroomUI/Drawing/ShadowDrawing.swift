import CPangoCairo

extension Painter {
  /// Draws a node's subtree into a mask, blurs it, and paints the shadow colour through it
  /// at the shadow's offset.
  func drawShadow(_ shadow: ShadowStyle, of node: LayoutNode) {
    guard shadow.color.alpha > 0 else { return }
    var contentBounds = CGRect.null
    for child in node.children where !child.isHidden {
      contentBounds = contentBounds.union(child.visibleBounds)
    }
    guard !contentBounds.isNull, contentBounds.width > 0, contentBounds.height > 0 else { return }
    // A Gaussian of standard deviation radius / 2 reaches about three deviations.
    let sigma = shadow.radius / 2 * scale
    let margin = (sigma * 3).rounded(.up) + 1
    let pixelBounds = contentBounds.roundedOut(scale: scale)
    let left = Int((pixelBounds.minX * scale).rounded()) - Int(margin)
    let top = Int((pixelBounds.minY * scale).rounded()) - Int(margin)
    let width = Int((pixelBounds.width * scale).rounded()) + 2 * Int(margin)
    let height = Int((pixelBounds.height * scale).rounded()) + 2 * Int(margin)
    guard width > 0, height > 0, width * height < 64_000_000 else { return }

    let mask = Canvas(pixelWidth: width, pixelHeight: height, scale: 1, format: CAIRO_FORMAT_A8)
    cairo_translate(mask.cairo, Double(-left), Double(-top))
    cairo_scale(mask.cairo, Double(scale), Double(scale))
    let maskPainter = Painter(cairo: mask.cairo, scale: scale)
    for child in node.childrenInDrawingOrder {
      maskPainter.draw(child)
    }
    cairo_surface_flush(mask.surface)
    let stride = Int(cairo_image_surface_get_stride(mask.surface))
    BoxBlur.blur(
      UnsafeMutableRawPointer(cairo_image_surface_get_data(mask.surface)!).assumingMemoryBound(to: UInt8.self),
      width: width, height: height, stride: stride, sigma: Double(sigma))
    cairo_surface_mark_dirty(mask.surface)

    cairo_save(cairo)
    // Back to device pixels (keeping any translation an enclosing mask added).
    cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
    cairo_set_source_rgba(cairo, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
    let dx = (shadow.offset.width * scale).rounded()
    let dy = (shadow.offset.height * scale).rounded()
    cairo_mask_surface(cairo, mask.surface, Double(left) + Double(dx), Double(top) + Double(dy))
    cairo_restore(cairo)
  }
}

/// Three passes of a box blur each way, which come close to a Gaussian; integer arithmetic,
/// so the result is the same on every machine.
enum BoxBlur {
  static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma > 0.3 else { return }
    var scratch = [UInt8](repeating: 0, count: max(width, height))
    for size in boxSizes(sigma: sigma) {
      let radius = (size - 1) / 2
      for y in 0..<height {
        blurLine(pixels + y * stride, count: width, step: 1, radius: radius, scratch: &scratch)
      }
      for x in 0..<width {
        blurLine(pixels + x, count: height, step: stride, radius: radius, scratch: &scratch)
      }
    }
  }

  /// The widths of three boxes whose repeated averaging has about the given deviation.
  static func boxSizes(sigma: Double) -> [Int] {
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let mean = (12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)
    let lowerCount = Int(mean.rounded())
    return (0..<3).map { $0 < lowerCount ? max(lower, 1) : upper }
  }

  private static func blurLine(
    _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]
  ) {
    guard radius > 0 else { return }
    for index in 0..<count { scratch[index] = line[index * step] }
    let window = 2 * radius + 1
    var sum = 0
    for offset in -radius...radius {
      let index = min(max(offset, 0), count - 1)
      sum += offset < 0 || offset >= count ? 0 : Int(scratch[index])
    }
    for index in 0..<count {
      line[index * step] = UInt8((sum + window / 2) / window)
      let leaving = index - radius
      let entering = index + radius + 1
      if leaving >= 0 { sum -= Int(scratch[leaving]) }
      if entering < count { sum += Int(scratch[entering]) }
    }
  }
}
