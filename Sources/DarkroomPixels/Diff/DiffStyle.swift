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
///
/// At the default fade the reference spans 26 greys (229…255); 12 levels, about two greys
/// apart, look the same and keep the palette at 16 colours, so the PNG takes 4 bits a pixel
/// and is written twice as fast. Stronger fades keep a level per grey.
struct DiffPalette {
  let greyLevels: Int
  let colors: [Pixel]
  /// `(greyLevels − 1) / 255²` in 24-bit fixed point: (255 − luma) × alpha times this is the
  /// level, 0 (white) to `greyLevels − 1` (the darkest the fade allows).
  private let levelFactor: Int

  init(_ style: DiffStyle) {
    // A fade set outside 0…0.9 after the style was made (``DiffStyle/validate()`` reports it)
    // is held to that range here.
    let fade = style.fade.isNaN ? DiffStyle.standard.fade : min(max(style.fade, 0), 0.9)
    let span = 255 * fade
    let natural = Int(span) + 2
    greyLevels = natural <= 27 ? min(natural, 12) : natural
    let darkest = Double(greyLevels - 1)
    let fixedPointOne: Double = 16_777_216  // 1 << 24
    levelFactor = Int((darkest / 65_025 * fixedPointOne).rounded(.down))  // 65 025 = 255²
    let step: Double = span / Swift.max(1, darkest)
    let greys = (0..<greyLevels).map { UInt8((255 - Double($0) * step).rounded()) }
      .map { Pixel(red: $0, green: $0, blue: $0) }
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
  /// faded towards white. Four pixels at a time, in 32-bit lanes.
  @inline(__always)
  func fillGreys(_ pixels: UnsafePointer<UInt8>, count: Int, into indices: UnsafeMutablePointer<UInt8>) {
    let factor = UInt32(levelFactor)
    guard BuildSettings.isOptimised else {
      fillGreysUnoptimised(pixels, count: count, into: indices, factor: factor)
      return
    }
    let source = UnsafeRawPointer(pixels)
    var x = 0
    while x + 4 <= count {
      let words = source.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt32>.self)
      let grey = DiffPalette.greyIndex(words, factor)
      UnsafeMutableRawPointer(indices + x).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: grey), as: SIMD4<UInt8>.self)
      x += 4
    }
    while x < count {
      let word = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      indices[x] = UInt8(truncatingIfNeeded: DiffPalette.greyIndex(SIMD4(repeating: word), factor)[0])
      x += 1
    }
  }

  /// The same greys for an unoptimised build, where SIMD types are slow: one pixel at a
  /// time in a plain loop, and a run of equal pixels (most of an interface) reuses the last
  /// answer.
  private func fillGreysUnoptimised(
    _ pixels: UnsafePointer<UInt8>, count: Int, into indices: UnsafeMutablePointer<UInt8>, factor: UInt32
  ) {
    let words = UnsafeRawPointer(pixels)
    var last: UInt32 = 0, lastIndex = UInt8(truncatingIfNeeded: DiffPalette.greyIndex(0, factor))
    var x = 0
    while x < count {
      let word = words.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
      if word != last {
        last = word
        lastIndex = UInt8(truncatingIfNeeded: DiffPalette.greyIndex(word, factor))
      }
      indices[x] = lastIndex
      x &+= 1
    }
  }

  /// The grey level index of one pixel, as the four-lane version below works it out.
  @inline(__always)
  private static func greyIndex(_ word: UInt32, _ factor: UInt32) -> UInt32 {
    let red = word & 0xFF, green = (word &>> 8) & 0xFF, blue = (word &>> 16) & 0xFF, alpha = word &>> 24
    let weighted: UInt32 = 77 &* red &+ 150 &* green &+ 29 &* blue
    let luma: UInt32 = (weighted &+ 128) &>> 8
    let level: UInt32 = (255 &- luma) &* alpha &* factor
    return (level &+ (1 << 23)) &>> 24
  }

  /// Rec. 601 luma in 8-bit fixed point (77, 150, 29), turned into a grey level index.
  @inline(__always)
  private static func greyIndex(_ words: SIMD4<UInt32>, _ factor: UInt32) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0xFF)
    let red = words & mask, green = (words &>> 8) & mask, blue = (words &>> 16) & mask, alpha = words &>> 24
    let luma = (77 &* red &+ 150 &* green &+ 29 &* blue &+ 128) &>> 8
    return ((255 &- luma) &* alpha &* factor &+ (1 << 23)) &>> 24
  }
}
