import DarkroomViews

extension UIColor {
  /// Makes the colour the current context's fill colour.
  ///
  /// ```swift
  /// UIColor.systemBlue.setFill()
  /// UIBezierPath(ovalIn: rect).fill()
  /// ```
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes the colour the current context's stroke colour.
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes the colour the current context's fill and stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIImage {
  /// Draws the image upright, stretched over `rect`, into the current context.
  ///
  /// ```swift
  /// UIGraphicsImageRenderer(size: avatar.size).image { _ in
  ///   UIBezierPath(ovalIn: CGRect(origin: .zero, size: avatar.size)).addClip()
  ///   avatar.draw(in: CGRect(origin: .zero, size: avatar.size))
  /// }
  /// ```
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: UIGraphicsGetCurrentContext()?.state.blendMode ?? .normal, alpha: 1)
  }

  /// Draws the image upright into the current context with `blendMode` and `alpha`.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext(), let source = image?.source else { return }
    context.paintImage(source, in: rect, upright: true, alpha: alpha, blendMode: blendMode)
  }

  /// Draws the image at its size in points, its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at its size in points at `point` with `blendMode` and `alpha`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

extension UIBezierPath {
  /// Fills the path with the current context's fill colour, by its fill rule.
  ///
  /// ```swift
  /// UIColor.red.setFill()
  /// UIBezierPath(roundedRect: rect, cornerRadius: 6).fill()
  /// ```
  public func fill() {
    fill(with: UIGraphicsGetCurrentContext()?.state.blendMode ?? .normal, alpha: 1)
  }

  /// Fills the path with `blendMode` and `alpha`.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(with: blendMode, alpha: alpha) { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path with the current context's stroke colour and the path's line.
  public func stroke() {
    stroke(with: UIGraphicsGetCurrentContext()?.state.blendMode ?? .normal, alpha: 1)
  }

  /// Strokes the path with `blendMode` and `alpha`.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(with: blendMode, alpha: alpha) { context in
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.strokePath()
    }
  }

  /// Makes the path the current context's path and runs `body` to paint it, at `blendMode`
  /// and `alpha`, leaving the context's state as it was.
  private func paint(with blendMode: CGBlendMode, alpha: CGFloat, _ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(context.state.alpha * alpha)
    context.beginPath()
    context.addPath(cgPath)
    body(context)
    context.restoreGState()
  }

  /// Limits the current context's drawing from now on to the inside of the path.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
