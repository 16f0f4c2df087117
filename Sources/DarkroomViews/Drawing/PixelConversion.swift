extension Bitmap {
  /// Converts cairo's ARGB32 (premultiplied, blue first in memory on little-endian
  /// machines) into a straight-alpha RGBA bitmap; see ``Bitmap/init(premultipliedBGRA:width:height:bytesPerRow:scale:translucentRegion:)``.
  package static func fromCairo(
    _ source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: CGFloat
  ) -> Bitmap {
    Bitmap(
      premultipliedBGRA: UnsafeRawBufferPointer(start: source, count: bytesPerRow * max(height - 1, 0) + width * 4),
      width: width, height: height, bytesPerRow: bytesPerRow, scale: Double(scale))
  }
}
