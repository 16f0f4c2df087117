import CPangoCairo

extension Painter {
  /// Draws the children into a layer and blurs it with a Gaussian whose standard deviation
  /// is `radius` points, each premultiplied channel on its own (`BoxBlur`'s three boxes).
  ///
  /// A blur that is not opaque spreads past the view's edges into transparency. An opaque
  /// one reads the view's edge pixels as going on for ever (an edge clamp), keeps to the
  /// view's frame and leaves every pixel there opaque.
  func drawBlurred(radius: CGFloat, opaque: Bool, _ node: LayoutNode) {
    let sigma = Double(radius * scale)
    guard sigma.isFinite else { return }
    guard sigma > 0.3 else { return drawChildren(of: node) }
    // Three deviations hold all but a trace of a Gaussian; the boxes reach no farther.
    let reach = CGFloat((sigma * 3).rounded(.up) + 1) / scale
    if opaque {
      return drawOpaqueBlur(sigma: sigma, reach: reach, node)
    }
    guard let content = contentBounds(of: node) else { return }
    let covered = content.insetBy(dx: -reach, dy: -reach).intersection(clipBounds.insetBy(dx: -reach, dy: -reach))
    guard let layer = renderLayer(of: node, covering: covered), let pixels = layer.pixels else { return }
    BlurDrawing.blurChannels(pixels, sigma: sigma)
    paint(layer)
  }

  private func drawOpaqueBlur(sigma: Double, reach: CGFloat, _ node: LayoutNode) {
    guard let frame = RenderedLayer.pixelBounds(of: node.pixelFrame, scale: scale) else { return }
    let inner = CGRect(x: frame.left, y: frame.top, width: frame.width, height: frame.height)
    let outer = inner.insetBy(dx: -reach * scale, dy: -reach * scale)
    // A quarter pixel more each way, so rounding back to pixels never loses a margin pixel.
    let points = outer.applying(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)).insetBy(dx: -0.25 / scale, dy: -0.25 / scale)
    guard let layer = renderLayer(of: node, covering: points),
      let pixels = layer.pixels
    else { return }
    let inside = (column: frame.left - layer.left, row: frame.top - layer.top, width: frame.width, height: frame.height)
    BlurDrawing.clampEdges(pixels, inside: inside)
    BlurDrawing.blurChannels(pixels, sigma: sigma)
    BlurDrawing.makeOpaque(pixels, inside: inside)
    cairo_save(cairo)
    cairo_rectangle(
      cairo, Double(inner.minX / scale), Double(inner.minY / scale), Double(inner.width / scale),
      Double(inner.height / scale))
    cairo_clip(cairo)
    paint(layer)
    cairo_restore(cairo)
  }
}

/// The pixel work of a blur.
enum BlurDrawing {
  /// Blurs each of the four channels of premultiplied ARGB pixels. Every channel goes through
  /// the same integer arithmetic, so a colour never exceeds its alpha.
  static func blurChannels(_ layer: LayerPixels, sigma: Double) {
    let count = layer.width * layer.height
    guard count > 0 else { return }
    let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { plane.deallocate() }
    var shift: UInt32 = 0
    while shift < 32 {
      var row = 0
      while row < layer.height {
        let line = layer.pixels + row * layer.rowLength, out = plane + row * layer.width
        var column = 0
        while column < layer.width {
          out[column] = UInt8(truncatingIfNeeded: line[column] >> shift)
          column += 1
        }
        row += 1
      }
      BoxBlur.blur(plane, width: layer.width, height: layer.height, stride: layer.width, sigma: sigma)
      let keep = ~(UInt32(0xFF) << shift)
      row = 0
      while row < layer.height {
        let line = layer.pixels + row * layer.rowLength, blurred = plane + row * layer.width
        var column = 0
        while column < layer.width {
          line[column] = (line[column] & keep) | (UInt32(blurred[column]) << shift)
          column += 1
        }
        row += 1
      }
      shift += 8
    }
  }

  /// Copies the edge pixels of the region `inside` outwards over the rest of the layer.
  static func clampEdges(_ layer: LayerPixels, inside: (column: Int, row: Int, width: Int, height: Int)) {
    guard inside.width > 0, inside.height > 0, inside.column >= 0, inside.row >= 0,
      inside.column + inside.width <= layer.width, inside.row + inside.height <= layer.height
    else { return }
    let lastColumn = inside.column + inside.width - 1, lastRow = inside.row + inside.height - 1
    var row = inside.row
    while row <= lastRow {
      let line = layer.pixels + row * layer.rowLength
      var column = 0
      while column < inside.column {
        line[column] = line[inside.column]
        column += 1
      }
      column = lastColumn + 1
      while column < layer.width {
        line[column] = line[lastColumn]
        column += 1
      }
      row += 1
    }
    row = 0
    while row < layer.height {
      if row < inside.row || row > lastRow {
        let from = layer.pixels + (row < inside.row ? inside.row : lastRow) * layer.rowLength
        (layer.pixels + row * layer.rowLength).update(from: from, count: layer.width)
      }
      row += 1
    }
  }

  /// Sets the alpha of every pixel in `inside` to full.
  static func makeOpaque(_ layer: LayerPixels, inside: (column: Int, row: Int, width: Int, height: Int)) {
    var row = max(0, inside.row)
    while row < min(layer.height, inside.row + inside.height) {
      let line = layer.pixels + row * layer.rowLength
      var column = max(0, inside.column)
      while column < min(layer.width, inside.column + inside.width) {
        line[column] |= 0xFF00_0000
        column += 1
      }
      row += 1
    }
  }
}
