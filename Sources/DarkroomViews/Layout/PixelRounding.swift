extension CGRect {
  /// The rectangle with each edge moved to the nearest pixel boundary.
  ///
  /// Rounding edges rather than origin and size keeps two views that touch touching.
  func roundedToPixels(scale: CGFloat) -> CGRect {
    func round(_ value: CGFloat) -> CGFloat {
      (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
    let left = round(minX), top = round(minY)
    return CGRect(x: left, y: top, width: round(maxX) - left, height: round(maxY) - top)
  }
}
