nonisolated extension View {
  /// Draws the view blurred by a Gaussian whose standard deviation is `radius` points. Not
  /// opaque, the blur spreads past the view's edges and fades them; `opaque: true` reads the
  /// edge pixels as going on past the frame, keeps to the frame and leaves it opaque. A
  /// radius of 0 draws the view unchanged; the layout does not change
  /// (developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)).
  ///
  /// ```swift
  /// Image(bitmap: photo).resizable().blur(radius: 12, opaque: true)
  /// Text("Secret").blur(radius: 4)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(EffectModifier(name: "blur") { _ in .blur(radius: radius, opaque: opaque) })
  }
}
