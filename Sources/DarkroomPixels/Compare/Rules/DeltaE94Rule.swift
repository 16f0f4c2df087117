#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// swift-snapshot-testing's `perceptualPrecision` rule: the CIE 1994 colour difference
/// ("graphic arts" weights, kL = kC = kH = 1), as Core Image's `CILabDeltaE` reports it
/// (0…100; about 2 is just noticeable), above a maximum.
///
/// Colours are sRGB, blended over white when semi-transparent, converted to CIELAB with the D65
/// white point. ΔE94 is not symmetric: the reference's chroma weights the terms.
struct DeltaE94Rule: PixelJudge {
  let images: ImagePair
  let maximum: Double

  @inline(__always)
  func judge(x: Int, y: Int, offset: Int) -> PixelVerdict {
    let a = images.reference + offset, b = images.new + offset
    let delta = DeltaE94Rule.deltaE(DeltaE94Rule.lab(a), DeltaE94Rule.lab(b))
    guard delta > maximum else { return PixelVerdict(kind: .same, delta: delta) }
    return ImagePair.changed(a, b, delta: delta)
  }

  /// ΔE94 from the reference colour `a` to `b`.
  static func deltaE(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let deltaL = a.x - b.x
    let chromaA = (a.y * a.y + a.z * a.z).squareRoot()
    let chromaB = (b.y * b.y + b.z * b.z).squareRoot()
    let deltaC = chromaA - chromaB
    let deltaA = a.y - b.y, deltaB = a.z - b.z
    let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let weightC = 1 + 0.045 * chromaA, weightH = 1 + 0.015 * chromaA
    let c = deltaC / weightC
    return (deltaL * deltaL + c * c + deltaHSquared / (weightH * weightH)).squareRoot()
  }

  /// CIELAB (L*, a*, b*) of an RGBA pixel.
  static func lab(_ pixel: UnsafePointer<UInt8>) -> SIMD3<Double> {
    let alpha = pixel[3]
    let r: Double, g: Double, b: Double
    if alpha == 255 {
      r = linear[Int(pixel[0])]
      g = linear[Int(pixel[1])]
      b = linear[Int(pixel[2])]
    } else {
      r = linearize(ImagePair.overWhite(pixel[0], alpha) / 255)
      g = linearize(ImagePair.overWhite(pixel[1], alpha) / 255)
      b = linearize(ImagePair.overWhite(pixel[2], alpha) / 255)
    }
    // sRGB (D65) to XYZ, divided by the white point.
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    let fx = f(x), fy = f(y), fz = f(z)
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  private static func f(_ t: Double) -> Double {
    t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
  }

  private static func linearize(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  private static let linear: [Double] = (0...255).map { linearize(Double($0) / 255) }
}
