/// How a diff image looks: pixelmatch's look by default — the reference faded to a light
/// grey, changed pixels red, anti-aliasing yellow — with the changed regions boxed.
///
/// ```swift
/// var style = DiffStyle.standard
/// style.darkenedColor = Pixel(red: 0, green: 160, blue: 0)   // new pixel darker: green
/// style.boxColor = nil                                         // no boxes
/// ```
public struct DiffStyle: Sendable, Equatable {
  /// How much of the reference shows through (0…0.9): its luma, faded towards white.
  public var fade: Double
  public var changedColor: Pixel
  /// The colour of changed pixels that got darker (dark-on-light content added), or `nil` to
  /// use ``changedColor`` for those too.
  public var darkenedColor: Pixel?
  public var antialiasedColor: Pixel
  /// The outline around each changed region, or `nil` for none.
  public var boxColor: Pixel?

  public init(
    fade: Double = 0.1, changedColor: Pixel = Pixel(red: 255, green: 0, blue: 0), darkenedColor: Pixel? = nil,
    antialiasedColor: Pixel = Pixel(red: 255, green: 255, blue: 0),
    boxColor: Pixel? = Pixel(red: 0, green: 112, blue: 255)
  ) {
    precondition((0...0.9).contains(fade), "a diff's fade is from 0 to 0.9, not \(fade)")
    self.fade = fade
    self.changedColor = changedColor
    self.darkenedColor = darkenedColor
    self.antialiasedColor = antialiasedColor
    self.boxColor = boxColor
  }

  public static let standard = DiffStyle()
}

/// The palette of a diff image: the grey levels of the faded reference first (index 0 is
/// white), then the colours of changed, darkened, anti-aliased pixels and boxes.
struct DiffPalette {
  let greyLevels: Int
  let colors: [Pixel]
  /// `fade / 255` in 24-bit fixed point.
  private let fadeFactor: Int

  init(_ style: DiffStyle) {
    greyLevels = Int(255 * style.fade) + 2  // the largest index the fill can produce, plus one
    fadeFactor = Int((style.fade / 255 * Double(1 << 24)).rounded())
    let greys = (0..<greyLevels).map { UInt8(255 - $0) }.map { Pixel(red: $0, green: $0, blue: $0) }
    colors = greys + [
      style.changedColor, style.darkenedColor ?? style.changedColor, style.antialiasedColor,
      style.boxColor ?? style.changedColor,
    ]
  }

  var changed: UInt8 { UInt8(greyLevels) }
  var darkened: UInt8 { UInt8(greyLevels + 1) }
  var antialiased: UInt8 { UInt8(greyLevels + 2) }
  var box: UInt8 { UInt8(greyLevels + 3) }

  /// Fills `count` indices with the grey of each reference pixel: its luma, times its alpha,
  /// faded towards white.
  @inline(__always)
  func fillGreys(_ pixels: UnsafePointer<UInt8>, count: Int, into indices: UnsafeMutablePointer<UInt8>) {
    let factor = fadeFactor
    for x in 0..<count {
      let p = pixels + 4 * x
      let luma = (77 * Int(p[0]) + 150 * Int(p[1]) + 29 * Int(p[2]) + 128) >> 8
      indices[x] = UInt8(truncatingIfNeeded: ((255 - luma) * Int(p[3]) * factor + (1 << 23)) >> 24)
    }
  }
}
