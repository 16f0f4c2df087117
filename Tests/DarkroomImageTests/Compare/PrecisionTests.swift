import DarkroomImage
import Testing

/// `precision` and `perceptualPrecision` mean what swift-snapshot-testing documents: the
/// share of pixels that must match, and how close (in ΔE94) a pixel must be to match.
@Suite struct PrecisionTests {
  /// A 100×100 grey image with `count` pixels changed to `changed`.
  private func images(changing count: Int, to changed: Pixel) -> (Bitmap, Bitmap) {
    let grey = Pixel(red: 128, green: 128, blue: 128)
    let reference = Bitmap(width: 100, height: 100, filledWith: grey)
    var new = reference
    for index in 0..<count { new[(index * 37) % 100, index / 5] = changed }
    return (reference, new)
  }

  @Test func precisionIsTheShareOfPixelsThatMustMatch() {
    let (reference, new) = images(changing: 100, to: .black)  // 1 % of the pixels
    #expect(Comparison(reference: reference, new: new, options: .precision(0.99)).isSame)
    #expect(!Comparison(reference: reference, new: new, options: .precision(0.995)).isSame)
    #expect(!Comparison(reference: reference, new: new, options: .precision(1)).isSame)
    #expect(Comparison(reference: reference, new: new, options: .precision(0.99)).differentShare == 0.01)
  }

  @Test func precisionCountsPixelsNotBytes() {
    // 120 pixels (1.2 %) differ in one channel each: 0.3 % of the bytes. Counting bytes, as
    // swift-snapshot-testing's non-perceptual path did, would let this pass at 0.99.
    let (reference, new) = images(changing: 120, to: Pixel(red: 200, green: 128, blue: 128))
    let comparison = Comparison(reference: reference, new: new, options: .precision(0.99))
    #expect(comparison.differentPixels == 120)
    #expect(!comparison.isSame)
  }

  @Test func perceptualPrecisionBoundsDeltaE94PerPixel() {
    // Grey 128 → 129 is ΔE94 ≈ 0.39 (lightness only); 128 → 134 is ≈ 2.35.
    let (reference, faint) = images(changing: 500, to: Pixel(red: 129, green: 129, blue: 129))
    let (_, visible) = images(changing: 500, to: Pixel(red: 134, green: 134, blue: 134))
    let humanEye = ComparisonOptions.precision(1, perceptualPrecision: 0.98)  // ΔE94 ≤ 2
    #expect(Comparison(reference: reference, new: faint, options: humanEye).isSame)
    let failing = Comparison(reference: reference, new: visible, options: humanEye)
    #expect(!failing.isSame)
    #expect(failing.differentPixels == 500)
    #expect(failing.largestDelta > 2 && failing.largestDelta < 2.7)
    #expect(Comparison(reference: reference, new: visible, options: .precision(1, perceptualPrecision: 0.97)).isSame)
    // The two combine: 5 % of pixels may fail the perceptual test.
    #expect(Comparison(reference: reference, new: visible, options: .precision(0.95, perceptualPrecision: 0.98)).isSame)
    #expect(!Comparison(reference: reference, new: visible, options: .precision(0.96, perceptualPrecision: 0.98)).isSame)
  }

  @Test func perceptualPrecisionOfOneMeansExact() {
    let options = ComparisonOptions.precision(1, perceptualPrecision: 1)
    #expect(options.rule == .exact)
    #expect(options.precision == 1)
    let (reference, new) = images(changing: 1, to: Pixel(red: 128, green: 128, blue: 129))
    #expect(!Comparison(reference: reference, new: new, options: options).isSame)
  }

  @Test func allowedChangedShareWorksWithEveryRule() {
    let (reference, new) = images(changing: 100, to: .black)
    var options = ComparisonOptions.pixelmatch
    options.allowedChangedShare = 0.01
    #expect(Comparison(reference: reference, new: new, options: options).isSame)
    options.allowedChangedShare = 0.0099
    #expect(!Comparison(reference: reference, new: new, options: options).isSame)
  }
}
