/// An affine change of straight-alpha colours: each of red, green and blue becomes a sum of
/// the three plus an offset, and alpha is multiplied. Grayscale, saturation, contrast,
/// brightness, hue rotation, inversion and colour multiplication are all of this kind.
struct ColorMatrix {
  /// Rows for red, green and blue: the weights of red, green and blue, then an offset.
  var rows: [[Double]]
  var alphaFactor: Double = 1
  /// Whether alpha becomes the colour's luma (times its alpha), as `luminanceToAlpha()` makes it.
  var alphaFromLuma = false
  let name: String

  static func identity(_ name: String) -> ColorMatrix {
    ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]], name: name)
  }

  /// Whether a clear pixel can become visible (never: alpha is only multiplied).
  var changesClear: Bool { false }

  /// Rec. 709 luma weights, the ones SwiftUI's grayscale and saturation follow.
  static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

  /// Mixes each colour with its luma: 0 keeps it, 1 is gray, more exaggerates.
  static func saturation(_ amount: Double, name: String) -> ColorMatrix {
    let (r, g, b) = luma
    let s = amount
    return ColorMatrix(
      rows: [
        [r + (1 - r) * s, g - g * s, b - b * s, 0],
        [r - r * s, g + (1 - g) * s, b - b * s, 0],
        [r - r * s, g - g * s, b + (1 - b) * s, 0],
      ], name: name)
  }

  /// Scales each channel's distance from middle gray by `amount`.
  static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 - 0.5 * amount
    return ColorMatrix(rows: [[amount, 0, 0, offset], [0, amount, 0, offset], [0, 0, amount, offset]], name: "contrast")
  }

  /// Adds `amount` to each channel.
  static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(rows: [[1, 0, 0, amount], [0, 1, 0, amount], [0, 0, 1, amount]], name: "brightness")
  }

  /// Black, as opaque as the colour was bright: a mask made of the view's luminance.
  static let luminanceToAlpha = ColorMatrix(
    rows: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], alphaFromLuma: true, name: "luminanceToAlpha")

  /// Replaces each colour by its opposite.
  static let invert = ColorMatrix(rows: [[-1, 0, 0, 1], [0, -1, 0, 1], [0, 0, -1, 1]], name: "colorInvert")

  /// Multiplies each channel, alpha too, by the tint's.
  static func multiply(by tint: RGBA) -> ColorMatrix {
    var matrix = ColorMatrix(
      rows: [[tint.red, 0, 0, 0], [0, tint.green, 0, 0], [0, 0, tint.blue, 0]], name: "colorMultiply \(tint.hex)")
    matrix.alphaFactor = tint.alpha
    return matrix
  }

  /// Turns hues by `angle` round the colour wheel, keeping luma.
  static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let cosine = cos(angle.radians), sine = sin(angle.radians)
    let (r, g, b) = luma
    // The luma-preserving rotation about the gray axis (the W3C filter effects matrix).
    return ColorMatrix(
      rows: [
        [r + cosine * (1 - r) - sine * r, g - cosine * g - sine * g, b - cosine * b + sine * (1 - b), 0],
        [r - cosine * r + sine * 0.143, g + cosine * (1 - g) + sine * 0.140, b - cosine * b - sine * 0.283, 0],
        [r - cosine * r - sine * (1 - r), g - cosine * g + sine * g, b + cosine * (1 - b) + sine * b, 0],
      ], name: "hueRotation")
  }

  /// Applies the matrix to a premultiplied ARGB pixel as cairo stores it.
  func apply(toPremultiplied pixel: UInt32) -> UInt32 {
    let alpha = Double(pixel >> 24) / 255
    guard alpha > 0 else { return 0 }
    let red = Double((pixel >> 16) & 0xFF) / 255 / alpha
    let green = Double((pixel >> 8) & 0xFF) / 255 / alpha
    let blue = Double(pixel & 0xFF) / 255 / alpha
    let scaled = alphaFromLuma ? alpha * (Self.luma.red * red + Self.luma.green * green + Self.luma.blue * blue) : alpha * alphaFactor
    let newAlpha = scaled.isFinite ? min(max(scaled, 0), 1) : 0
    func channel(_ row: [Double]) -> UInt32 {
      let value = row[0] * red + row[1] * green + row[2] * blue + row[3]
      let clamped = value.isFinite ? min(max(value, 0), 1) : 0
      return UInt32((clamped * newAlpha * 255).rounded())
    }
    return UInt32((newAlpha * 255).rounded()) << 24 | channel(rows[0]) << 16 | channel(rows[1]) << 8 | channel(rows[2])
  }
}
