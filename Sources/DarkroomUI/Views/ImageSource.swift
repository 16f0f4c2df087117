import Synchronization

/// The pixels of an image, with the premultiplied BGRA copy cairo draws from made once and
/// shared by every render of the image, on any thread.
final class ImageSource: Sendable {
  let bitmap: Bitmap
  let scale: CGFloat
  private let premultiplied = Mutex<[UInt8]?>(nil)

  init(bitmap: Bitmap, scale: CGFloat) {
    self.bitmap = bitmap
    self.scale = scale > 0 ? scale : 1
  }

  /// The image's size in points.
  var pointSize: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// The pixels as cairo's ARGB32: premultiplied, blue first in memory, rows of
  /// `width * 4` bytes.
  var premultipliedBGRA: [UInt8] {
    premultiplied.withLock { cached in
      if let cached { return cached }
      let bytes = ImageSource.premultiply(bitmap)
      cached = bytes
      return bytes
    }
  }

  private static func premultiply(_ bitmap: Bitmap) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: bitmap.bytes.count)
    bitmap.bytes.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        for offset in stride(from: 0, to: source.count, by: 4) {
          let alpha = UInt32(source[offset + 3])
          func scaled(_ value: UInt8) -> UInt8 { UInt8((UInt32(value) * alpha + 127) / 255) }
          target[offset] = scaled(source[offset + 2])
          target[offset + 1] = scaled(source[offset + 1])
          target[offset + 2] = scaled(source[offset])
          target[offset + 3] = UInt8(alpha)
        }
      }
    }
    return output
  }
}
