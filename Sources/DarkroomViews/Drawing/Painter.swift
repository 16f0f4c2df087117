import CPangoCairo

/// Draws placed nodes into a cairo context whose unit is one point.
package struct Painter {
  package let cairo: OpaquePointer
  package let scale: CGFloat

  package init(cairo: OpaquePointer, scale: CGFloat) {
    self.cairo = cairo
    self.scale = scale
  }

  /// Draws a node and everything inside it.
  package func draw(_ node: LayoutNode) {
    // A node placed at or sized by numbers that are not finite (a NaN or infinite frame,
    // padding or offset) has no pixels to draw; cairo and Pango are never given them.
    let frame = node.pixelFrame
    guard !node.isHidden, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return }
    switch node.role {
    case .container:
      break
    case .shape(let shape):
      drawShape(shape, in: node)
    case .text(let measurer):
      drawText(measurer, in: node)
    case .image(let image):
      drawImage(image, in: node)
    case .custom(let custom):
      cairo_save(cairo)
      custom.draw(self, node)
      cairo_restore(cairo)
    case .effect(let effect):
      drawEffect(effect, on: node)
      return
    }
    drawChildren(of: node)
  }

  /// A shape's outline for a view whose frame is `rect`: asked for in the view's own
  /// coordinates (the origin at its top-left corner), as SwiftUI asks, so a `Path` or a shape
  /// drawn from the origin lands in the frame, then moved there.
  func localPath(of shape: any Shape, in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
  }

  func drawChildren(of node: LayoutNode) {
    for child in node.childrenInDrawingOrder {
      draw(child)
    }
  }

  private func drawShape(_ shape: ShapeDrawing, in node: LayoutNode) {
    let rect = node.pixelFrame
    guard rect.width > 0 || rect.height > 0 else { return }
    append(localPath(of: shape.outline, in: rect))
    setSource(shape.paint, in: rect, mirrored: node.layoutDirection == .rightToLeft)
    switch shape.mode {
    case .fill:
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      cairo_fill(cairo)
    case .evenOddFill:
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_fill(cairo)
    case .stroke(let style):
      apply(style)
      cairo_stroke(cairo)
    }
  }

  private func drawEffect(_ effect: DrawEffect, on node: LayoutNode) {
    switch effect {
    case .opacity(let opacity):
      guard opacity > 0 else { return }
      guard opacity < 1 else { return drawChildren(of: node) }
      cairo_save(cairo)
      clipToVisibleBounds(of: node)
      cairo_push_group(cairo)
      drawChildren(of: node)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, opacity)
      cairo_restore(cairo)
    case .clip(let shape, let evenOdd):
      cairo_save(cairo)
      append(localPath(of: shape, in: node.pixelFrame))
      cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cairo)
      drawChildren(of: node)
      cairo_restore(cairo)
    case .shadow(let shadow):
      drawShadow(shadow, of: node)
      drawChildren(of: node)
    case .transform(let transform):
      drawThrough(transform.map(in: node.pixelFrame), node)
    case .projection(let projection):
      drawProjected(projection, node)
    case .blur(let radius, let opaque):
      drawBlurred(radius: radius, opaque: opaque, node)
    case .mask:
      drawMasked(node)
    case .blend(let mode):
      drawBlended(mode, node)
    case .group:
      drawGroup(node) {}
    case .colorMatrix(let matrix):
      drawGroup(node) { filterGroup(with: matrix) }
    }
  }

  /// Limits drawing to the pixels a node's subtree can touch, so a group pushed for it is no
  /// larger than needed.
  func clipToVisibleBounds(of node: LayoutNode) {
    let bounds = node.visibleBounds.roundedOut(scale: scale)
    cairo_rectangle(cairo, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
    cairo_clip(cairo)
  }
}

extension LayoutNode {
  /// The union of the frames of the node and everything inside it, with room for shadows.
  var visibleBounds: CGRect {
    var bounds = pixelFrame
    if case .effect(.shadow(let shadow)) = role {
      let reach = shadow.radius * 1.5 + 1
      bounds = bounds.union(
        pixelFrame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
    }
    if case .shape(let shape) = role, case .stroke(let style) = shape.mode {
      bounds = bounds.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
    }
    var inside = CGRect.null
    for child in children where !child.isHidden {
      inside = inside.union(child.visibleBounds)
    }
    if case .effect(.transform(let transform)) = role, !inside.isNull {
      // What the children draw, where the transform moves it; nothing when it collapses.
      let map = transform.map(in: pixelFrame)
      inside = map.isDrawable ? map.boundingBox(of: inside) : .null
    }
    if case .effect(.projection(let projection)) = role, !inside.isNull {
      inside = projectedBounds(projection, of: inside)
    }
    if case .effect(.blur(let radius, let opaque)) = role, !inside.isNull, radius.isFinite, radius > 0 {
      // An opaque blur keeps to the frame; another spreads three deviations and a pixel.
      inside = opaque ? pixelFrame : inside.insetBy(dx: -(radius * 3 + 1), dy: -(radius * 3 + 1))
    }
    if case .effect(.mask) = role, let content = children.first, !content.isHidden {
      inside = content.visibleBounds
    }
    return inside.isNull ? bounds : bounds.union(inside)
  }
}

extension CGRect {
  /// The smallest rectangle on the pixel grid that holds this one.
  func roundedOut(scale: CGFloat) -> CGRect {
    let left = (minX * scale).rounded(.down) / scale
    let top = (minY * scale).rounded(.down) / scale
    let right = (maxX * scale).rounded(.up) / scale
    let bottom = (maxY * scale).rounded(.up) / scale
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
