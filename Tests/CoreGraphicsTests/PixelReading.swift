import DarkroomCoreGraphics
import DarkroomUI

/// The pixels of a UIKit image, for reading them one by one.
func pixels(of image: UIImage) -> Bitmap? {
  image.cgImage?.pixels
}

extension CGImage {
  /// The image's pixels.
  var pixels: Bitmap {
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.last.rawValue)
    context?.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
    guard let context, let data = context.data else { return Bitmap(width: 0, height: 0) }
    let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: width * height * 4))
    return Bitmap(width: width, height: height, bytes: bytes)
  }
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func isNear(_ a: Pixel, _ b: Pixel, within tolerance: Int = 2) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

let red = Pixel(red: 255, green: 0, blue: 0)
let blue = Pixel(red: 0, green: 0, blue: 255)
let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
