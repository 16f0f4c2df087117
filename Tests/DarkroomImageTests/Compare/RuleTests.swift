import DarkroomImage
import Testing

@testable import DarkroomPixels

/// Exact, luma-tolerance and ΔE94 rules on hand-made pixels whose answers are known.
@Suite struct RuleTests {
  private func pair(_ reference: Pixel, _ new: Pixel) -> (Bitmap, Bitmap) {
    (Bitmap(width: 3, height: 2, filledWith: reference), Bitmap(width: 3, height: 2, filledWith: new))
  }

  @Test func exactCountsAnyChannelButIgnoresInvisibleColour() {
    let (a, b) = pair(Pixel(red: 10, green: 20, blue: 30), Pixel(red: 10, green: 20, blue: 31))
    let comparison = Comparison(reference: a, new: b, options: .exact)
    #expect(comparison.differentPixels == 6)
    #expect(comparison.largestDelta == 1)
    let (clearA, clearB) = pair(Pixel(red: 255, green: 0, blue: 0, alpha: 0), Pixel(red: 0, green: 0, blue: 255, alpha: 0))
    #expect(Comparison(reference: clearA, new: clearB, options: .exact).isSame)
  }

  @Test func lumaToleranceMatchesPillowsRounding() {
    // 0.299 × 84 = 25.1 and (19595 × 84 + 32768) >> 16 = 25: counted. A red step of 81 gives 24.
    let base = Pixel(red: 100, green: 100, blue: 100)
    let (a, b) = pair(base, Pixel(red: 184, green: 100, blue: 100))
    #expect(Comparison(reference: a, new: b, options: .tolerance).differentPixels == 6)
    let (c, d) = pair(base, Pixel(red: 181, green: 100, blue: 100))
    let below = Comparison(reference: c, new: d, options: .tolerance)
    #expect(below.differentPixels == 0)
    #expect(below.largestDelta == 24)
    // A grey step of exactly 24 is not above 24; 25 is.
    #expect(Comparison(reference: a, new: Bitmap(width: 3, height: 2, filledWith: Pixel(red: 124, green: 124, blue: 124)), options: .tolerance).isSame)
    #expect(!Comparison(reference: a, new: Bitmap(width: 3, height: 2, filledWith: Pixel(red: 125, green: 125, blue: 125)), options: .tolerance).isSame)
    #expect(Comparison(reference: c, new: d, options: .tolerance(23)).differentPixels == 6)
  }

  @Test func deltaE94MatchesPublishedValues() {
    // The first pair of Sharma, Wu & Dalal's test data: ΔE94 = 1.3950 (ΔE00 is 2.0425).
    let deltaE = DeltaE94Rule.deltaE(SIMD3(50, 2.6772, -79.7751), SIMD3(50, 0, -82.7485))
    #expect(abs(deltaE - 1.3950) < 0.0005)
    // sRGB red in CIELAB (D65): 53.24, 80.09, 67.20.
    let red: [UInt8] = [255, 0, 0, 255]
    let lab = red.withUnsafeBufferPointer { DeltaE94Rule.lab($0.baseAddress!) }
    #expect(abs(lab.x - 53.24) < 0.01 && abs(lab.y - 80.09) < 0.01 && abs(lab.z - 67.20) < 0.01)
    let white: [UInt8] = [255, 255, 255, 255]
    let whiteLab = white.withUnsafeBufferPointer { DeltaE94Rule.lab($0.baseAddress!) }
    #expect(abs(whiteLab.x - 100) < 0.001 && abs(whiteLab.y) < 0.001 && abs(whiteLab.z) < 0.001)
  }

  @Test func translucentPixelsAreSeenOverWhite() {
    // Black at alpha 0 and white at alpha 255 both look white.
    let (a, b) = pair(Pixel(red: 0, green: 0, blue: 0, alpha: 0), .white)
    #expect(Comparison(reference: a, new: b, options: .pixelmatch).isSame)
    #expect(Comparison(reference: a, new: b, options: .tolerance).isSame)
    #expect(Comparison(reference: a, new: b, options: .precision(1, perceptualPrecision: 0.99)).isSame)
    #expect(!Comparison(reference: a, new: b, options: .exact).isSame)
  }

  @Test func darkerPixelsAreToldApart() {
    let (a, b) = pair(.white, .black)
    let (_, diff) = Comparison.drawingDiff(reference: a, new: b, style: DiffStyle(darkenedColor: Pixel(red: 0, green: 0, blue: 255)))
    #expect(diff?.bitmap()[1, 1] == Pixel(red: 0, green: 0, blue: 255))
    let (_, lighter) = Comparison.drawingDiff(reference: b, new: a, style: DiffStyle(darkenedColor: Pixel(red: 0, green: 0, blue: 255)))
    #expect(lighter?.bitmap()[1, 1] == Pixel(red: 255, green: 0, blue: 0))
  }
}
