import Foundation

extension Color {
  /// The colour `fraction` of the way from this one to `other` (0 is this colour, 1 the
  /// other), mixed in `colorSpace`: `.perceptual` mixes in Oklab, where equal steps look
  /// equal, and `.device` mixes the sRGB components
  /// (developer.apple.com/documentation/swiftui/color/mix(with:by:in:)).
  ///
  /// ```swift
  /// Color.accentColor.mix(with: .white, by: 0.3)   // a lighter accent
  /// ```
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return Color(storage: .mix(storage, other.storage, fraction: fraction, perceptual: colorSpace == .perceptual))
  }
}

/// Mixing two resolved colours, in sRGB or in Björn Ottosson's Oklab
/// (bottosson.github.io/posts/oklab), the space CSS Color 4 mixes `oklab` in.
enum ColorMixing {
  static func mix(_ from: RGBA, _ to: RGBA, fraction t: Double, perceptual: Bool) -> RGBA {
    let alpha = from.alpha + (to.alpha - from.alpha) * t
    guard perceptual else {
      return RGBA(
        red: from.red + (to.red - from.red) * t, green: from.green + (to.green - from.green) * t,
        blue: from.blue + (to.blue - from.blue) * t, alpha: alpha)
    }
    let a = oklab(from), b = oklab(to)
    let mixed = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    let (red, green, blue) = sRGB(fromOklab: mixed)
    return RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Oklab's lightness and two opponent axes for an sRGB colour.
  static func oklab(_ color: RGBA) -> (Double, Double, Double) {
    let r = ColorSpaceConversion.linear(color.red)
    let g = ColorSpaceConversion.linear(color.green)
    let b = ColorSpaceConversion.linear(color.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  /// The sRGB colour for Oklab components, clipped to sRGB.
  static func sRGB(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
    let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
    let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
    func encoded(_ linear: Double) -> Double { min(max(ColorSpaceConversion.encoded(linear), 0), 1) }
    return (
      encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      encoded(-0.0040696069 * l - 0.7034186147 * m + 1.7076147010 * s)
    )
  }
}
