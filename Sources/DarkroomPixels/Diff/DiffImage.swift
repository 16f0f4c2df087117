extension Comparison {
  /// Compares like ``init(reference:new:options:)`` and draws the diff image in the same
  /// pass: the reference faded, changed pixels marked, changed regions boxed. The image is
  /// `nil` when the sizes differ.
  ///
  /// ```swift
  /// let (comparison, diff) = Comparison.drawingDiff(reference: old, new: new)
  /// if !comparison.isSame, let diff {
  ///   try FileBytes.writeAtomically(PNG.encode(diff, .fast), to: "diff.png")
  /// }
  /// ```
  public static func drawingDiff(
    reference: Bitmap, new: Bitmap, options: ComparisonOptions = .pixelmatch, style: DiffStyle = .standard
  ) -> (Comparison, IndexedBitmap?) {
    guard reference.width == new.width, reference.height == new.height else {
      return (Comparison(reference: reference, new: new, options: options), nil)
    }
    let palette = DiffPalette(style)
    var scanned: Comparison? = nil
    // The scan fills every row of the image: the faded reference, then the marks.
    var image = IndexedBitmap(width: reference.width, height: reference.height, scale: reference.scale, palette: palette.colors) {
      scanned = ComparisonScan.run(
        reference: reference, new: new, options: options, canvas: ComparisonScan.Canvas(indices: $0, palette: palette))
    }
    // An empty image has no pixels to fill.
    let comparison = scanned ?? ComparisonScan.run(reference: reference, new: new, options: options, canvas: nil)
    if style.boxColor != nil {
      for region in comparison.regions {
        image.outline(region.bounds, index: palette.box)
      }
    }
    return (comparison, image)
  }
}

extension IndexedBitmap {
  /// Draws a frame just outside `rect`, a little thicker on larger images, clipped to the image.
  mutating func outline(_ rect: PixelRect, index: UInt8) {
    let thickness = max(2, min(width, height) / 400)
    let gap = thickness
    let inner = rect.expanded(by: gap)
    let outer = inner.expanded(by: thickness)
    let image = PixelRect(x: 0, y: 0, width: width, height: height)
    for band in [
      PixelRect(x: outer.x, y: outer.y, width: outer.width, height: thickness),
      PixelRect(x: outer.x, y: inner.maxY, width: outer.width, height: thickness),
      PixelRect(x: outer.x, y: inner.y, width: thickness, height: inner.height),
      PixelRect(x: inner.maxX, y: inner.y, width: thickness, height: inner.height),
    ] {
      let clipped = band.intersection(image)
      guard !clipped.isEmpty else { continue }
      for y in clipped.y..<clipped.maxY {
        let start = y * width + clipped.x
        indices[start..<(start + clipped.width)].withUnsafeMutableBufferPointer { $0.update(repeating: index) }
      }
    }
  }
}
