import DarkroomViews

extension GraphicsContext {
  /// Calls `content` with a Core Graphics context that draws into the canvas at this
  /// context's transform, clip, opacity and blend mode. The Core Graphics context is only
  /// valid during the call; states it leaves saved are restored after.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   context.withCGContext { cg in
  ///     cg.setFillColor(UIColor.systemOrange.cgColor)
  ///     cg.fillEllipse(in: CGRect(origin: .zero, size: size))
  ///   }
  /// }
  /// ```
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    try perform { painter in
      let context = CGContext(borrowing: painter.cairo, scale: painter.scale)
      defer { context.endBorrowing() }
      try content(context)
    }
  }
}
