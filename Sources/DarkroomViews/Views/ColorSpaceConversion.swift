import Foundation

/// Display P3 and linear components into sRGB. Display P3 shares sRGB's transfer curve and
/// white point and has wider primaries; the matrix takes linear P3 to linear sRGB (from the
/// two spaces' primaries, as the CSS Color 4 specification derives it).
enum ColorSpaceConversion {
  /// sRGB's transfer curve, from linear light to an encoded component.
  static func encoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// sRGB's transfer curve, from an encoded component to linear light.
  static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
    let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
    let red = 1.2249401 * r - 0.2249404 * g
    let green = -0.0420569 * r + 1.0420571 * g
    let blue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    let clipped = { (value: Double) in encoded(min(max(value, 0), 1)) }
    return (clipped(red), clipped(green), clipped(blue))
  }
}
