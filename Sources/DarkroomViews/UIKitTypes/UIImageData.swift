import Foundation

extension UIImage {
  /// The image as PNG data, or `nil` for a symbol or an empty image (which have no pixels).
  ///
  /// ```swift
  /// let data = UIImage(named: "avatar")?.pngData()
  /// ```
  public func pngData() -> Data? {
    bitmap.map { Data(PNG.encode($0)) }
  }

  /// JPEG data of the image. Darkroom has no JPEG encoder, so this is always `nil`, which
  /// UIKit also returns for an image it cannot encode; code that uploads or caches the data
  /// takes its failure path. Use ``pngData()`` for the pixels.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    nil
  }
}
