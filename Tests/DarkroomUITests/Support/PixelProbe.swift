import DarkroomUI

/// Renders `view` opaque at scale 1 on white (black in dark mode), so each point is one
/// pixel whose value is easy to predict.
func drawnPixels<V: View>(_ view: V, dark: Bool = false, scale: CGFloat = 1) throws -> Bitmap {
  let renderer = ImageRenderer(content: view)
  renderer.scale = scale
  renderer.isOpaque = true
  renderer.environment.colorScheme = dark ? .dark : .light
  return try renderer.render()
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func isNear(_ a: Pixel, _ b: Pixel, within tolerance: Int = 2) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// A pixel's gray level: the mean of its colour channels.
func grayLevel(_ pixel: Pixel) -> Int {
  (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3
}
