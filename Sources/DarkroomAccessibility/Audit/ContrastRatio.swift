import DarkroomPixels
import Foundation

/// WCAG 2.x contrast: the relative luminance of an sRGB colour and the ratio of two of them,
/// from 1:1 (the same) to 21:1 (black on white). https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
enum ContrastRatio {
  /// The relative luminance of an opaque colour, 0 (black) to 1 (white).
  static func luminance(_ pixel: Pixel) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
  }

  /// The ratio of the lighter colour's luminance to the darker's, each plus 0.05.
  static func ratio(_ first: Pixel, _ second: Pixel) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `#1C1C1E`.
  static func hex(_ pixel: Pixel) -> String {
    let digits = Array("0123456789ABCDEF")
    return "#" + [pixel.red, pixel.green, pixel.blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
  }
}
