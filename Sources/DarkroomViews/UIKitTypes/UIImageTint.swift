import Foundation

extension UIImage {
  /// The image in one colour: its shape, through its alpha, filled with `color`, as UIKit's
  /// `withTintColor(_:)` draws it. A symbol keeps its shape and is drawn in the colour where
  /// it is shown, as a template, since it has no pixels of its own until then.
  ///
  /// ```swift
  /// Image(uiImage: UIImage(named: "badge")!.withTintColor(.systemRed))
  /// ```
  public func withTintColor(_ color: UIColor) -> UIImage {
    guard let bitmap else { return withRenderingMode(.alwaysTemplate) }
    let tint = color.cgColor
    let red = UInt8(clamping: Int((tint.red * 255).rounded()))
    let green = UInt8(clamping: Int((tint.green * 255).rounded()))
    let blue = UInt8(clamping: Int((tint.blue * 255).rounded()))
    var bytes = bitmap.bytes
    var index = 0
    while index + 3 < bytes.count {
      bytes[index] = red
      bytes[index + 1] = green
      bytes[index + 2] = blue
      bytes[index + 3] = UInt8(clamping: Int((Double(bytes[index + 3]) * Double(tint.alpha)).rounded()))
      index += 4
    }
    let tinted = Bitmap(width: bitmap.width, height: bitmap.height, scale: bitmap.scale, bytes: bytes)
    return UIImage(bitmap: tinted, scale: scale).withRenderingMode(.alwaysOriginal)
  }

  /// The image in one colour, drawn with `renderingMode` from then on.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withTintColor(color).withRenderingMode(renderingMode)
  }
}
