import CPangoCairo

extension Painter {
  /// Draws the first child through the alpha of the second.
  func drawMasked(_ node: LayoutNode) {
    guard node.children.count == 2 else { return drawChildren(of: node) }
    cairo_save(cairo)
    clipToVisibleBounds(of: node)
    cairo_push_group(cairo)
    draw(node.children[0])
    cairo_push_group(cairo)
    draw(node.children[1])
    let mask = cairo_pop_group(cairo)
    cairo_pop_group_to_source(cairo)
    cairo_mask(cairo, mask)
    cairo_pattern_destroy(mask)
    cairo_restore(cairo)
  }

  /// Composites the children on their own, then onto what is behind with `mode`.
  func drawBlended(_ mode: BlendMode, _ node: LayoutNode) {
    cairo_save(cairo)
    clipToVisibleBounds(of: node)
    cairo_push_group(cairo)
    drawChildren(of: node)
    cairo_pop_group_to_source(cairo)
    cairo_set_operator(cairo, mode.cairoOperator)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Composites the children on their own, runs `change` on the group while it is the
  /// current target, then paints it over what is behind.
  func drawGroup(_ node: LayoutNode, change: () -> Void) {
    cairo_save(cairo)
    clipToVisibleBounds(of: node)
    cairo_push_group(cairo)
    drawChildren(of: node)
    change()
    cairo_pop_group_to_source(cairo)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Applies a colour matrix to every pixel of the group being drawn, when it is a colour
  /// image in memory (it is whenever the canvas is).
  func filterGroup(with matrix: ColorMatrix) {
    guard let target = cairo_get_group_target(cairo) else { return }
    cairo_surface_flush(target)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(target)
    else { return }
    let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
    let stride = Int(cairo_image_surface_get_stride(target))
    data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
      for row in 0..<height {
        let line = pixels + row * (stride / 4)
        for column in 0..<width where line[column] != 0 || matrix.changesClear {
          line[column] = matrix.apply(toPremultiplied: line[column])
        }
      }
    }
    cairo_surface_mark_dirty(target)
  }
}
