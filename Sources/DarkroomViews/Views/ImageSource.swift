import Synchronization

/// The pixels of an image, with the premultiplied BGRA copy cairo draws from made once and
/// shared by every render of the image, on any thread.
package final class ImageSource: Sendable {
  package let bitmap: Bitmap
  let scale: CGFloat
  private let premultiplied = Mutex<[UInt8]?>(nil)

  package init(bitmap: Bitmap, scale: CGFloat) {
    self.bitmap = bitmap
    self.scale = scale > 0 ? scale : 1
  }

  /// The image's size in points.
  var pointSize: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// The pixels as cairo's ARGB32: premultiplied, blue first in memory, rows of
  /// `width * 4` bytes.
  package var premultipliedBGRA: [UInt8] {
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
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        // A plain loop over pointers: quick in an unoptimised build too.
        var offset = 0
        while offset + 3 < source.count {
          let alpha = UInt32(from[offset + 3])
          to[offset] = UInt8(truncatingIfNeeded: (UInt32(from[offset + 2]) * alpha + 127) / 255)
          to[offset + 1] = UInt8(truncatingIfNeeded: (UInt32(from[offset + 1]) * alpha + 127) / 255)
          to[offset + 2] = UInt8(truncatingIfNeeded: (UInt32(from[offset]) * alpha + 127) / 255)
          to[offset + 3] = UInt8(truncatingIfNeeded: alpha)
          offset += 4
        }
      }
    }
    return output
  }
}
