nonisolated extension View {
  /// Draws the view as if turned by `angle` in three dimensions about `axis`, through the
  /// point `anchor` of its frame and `anchorZ` points out of the screen, and seen in
  /// perspective from an eye `max(width, height) / perspective` points away (`perspective: 0`
  /// projects flat). A positive turn about the y axis brings the leading edge closer, so it
  /// is drawn taller than the far edge. The layout does not change
  /// (developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)).
  ///
  /// ```swift
  /// Text("Flip").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
  /// Card().rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.5)
  /// ```
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    let projection = ViewProjection.rotation(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    return modifier(EffectModifier(name: "rotation3DEffect") { _ in .projection(projection) })
  }

  /// Draws the view through a projective transform in its own coordinates (the origin at its
  /// top-left corner); the layout does not change.
  ///
  /// ```swift
  /// var keystone = ProjectionTransform()
  /// keystone.m23 = 0.004  // lower rows drawn smaller, as if leaning back
  /// Text("Far away").projectionEffect(keystone)
  /// ```
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(EffectModifier(name: "projectionEffect") { _ in .projection(.matrix(transform)) })
  }
}
