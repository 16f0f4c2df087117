nonisolated extension View {
  /// Draws the view rotated by `angle` (clockwise for a positive angle) about `anchor`; its
  /// frame and the layout around it do not change.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
  /// Circle().trim(from: 0, to: 0.3).stroke(.blue, lineWidth: 4).rotationEffect(.degrees(-90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(name: "rotationEffect") { _ in .transform(.rotation(angle, anchor: anchor)) })
  }

  /// Draws the view scaled by `scale` on both axes about `anchor`; the layout does not change.
  ///
  /// ```swift
  /// Text("Sale").scaleEffect(1.5)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Draws the view scaled by `scale.width` across and `scale.height` down about `anchor`.
  ///
  /// ```swift
  /// Image(systemName: "chevron.left").scaleEffect(CGSize(width: -1, height: 1))
  /// ```
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(name: "scaleEffect") { _ in .transform(.scale(scale, anchor: anchor)) })
  }

  /// Draws the view scaled by `x` across and `y` down about `anchor`.
  ///
  /// ```swift
  /// Capsule().scaleEffect(x: 1, y: 0.5, anchor: .bottom)
  /// ```
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws the view through an affine transform in its own coordinates (the origin at its
  /// top-left corner); its frame and the layout around it do not change.
  ///
  /// ```swift
  /// Text("Skewed").transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 0, ty: 0))
  /// Image(systemName: "arrow.right").transformEffect(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -24, y: 0))
  /// ```
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(EffectModifier(name: "transformEffect") { _ in .transform(.affine(transform)) })
  }
}
