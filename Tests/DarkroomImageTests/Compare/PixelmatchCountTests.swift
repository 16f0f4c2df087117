import DarkroomImage
import Testing

/// The counts pixelmatch gives for the committed pairs in `Fixtures/pairs` (drawn by
/// `make_fixtures.py` with Pillow at twice the size and box-downsampled, so edges carry real
/// anti-aliasing).
///
/// Expected numbers were computed with mapbox/pixelmatch 7.2.0 itself (`index.js` at tag
/// v7.2.0, run on Node 20 over the RGBA bytes Pillow 13.0.0 decoded) with
/// `checkerboard: false` and the options named in each case. At the defaults they were
/// cross-checked with pybind11-pixelmatch 0.1.6 and the pure-Python pixelmatch 0.4.0, which
/// agree on all three pairs; pixelhog 1.3.1 agrees on the opaque pairs (it reports 0 for the
/// translucent one, whose change only shows over white).
@Suite struct PixelmatchCountTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var pair: String
    var threshold: Double
    var includeAntialiasing: Bool
    var expected: Int
    var testDescription: String { "\(pair) threshold \(threshold)\(includeAntialiasing ? " includeAA" : "")" }
  }

  static let cases: [Case] = [
    Case(pair: "text", threshold: 0.1, includeAntialiasing: false, expected: 93),
    Case(pair: "text", threshold: 0.1, includeAntialiasing: true, expected: 226),
    Case(pair: "text", threshold: 0.2, includeAntialiasing: false, expected: 92),
    Case(pair: "text", threshold: 0, includeAntialiasing: false, expected: 94),
    Case(pair: "button", threshold: 0.1, includeAntialiasing: false, expected: 269),
    Case(pair: "button", threshold: 0.1, includeAntialiasing: true, expected: 344),
    Case(pair: "button", threshold: 0.2, includeAntialiasing: false, expected: 269),
    Case(pair: "button", threshold: 0, includeAntialiasing: false, expected: 653),
    Case(pair: "alpha", threshold: 0.1, includeAntialiasing: false, expected: 445),
    Case(pair: "alpha", threshold: 0.1, includeAntialiasing: true, expected: 459),
    Case(pair: "alpha", threshold: 0.2, includeAntialiasing: false, expected: 0),
    Case(pair: "alpha", threshold: 0, includeAntialiasing: false, expected: 445),
  ]

  @Test(arguments: cases)
  func countsEqualPixelmatch(_ testCase: Case) throws {
    let a = try Fixtures.bitmap("pairs/\(testCase.pair)_a.png")
    let b = try Fixtures.bitmap("pairs/\(testCase.pair)_b.png")
    let options = ComparisonOptions.pixelmatch(
      threshold: testCase.threshold, includeAntialiasing: testCase.includeAntialiasing)
    let comparison = Comparison(reference: a, new: b, options: options)
    #expect(comparison.differentPixels == testCase.expected)
    #expect(comparison.isSame == (testCase.expected == 0))
    let (drawn, _) = Comparison.drawingDiff(reference: a, new: b, options: options)
    #expect(drawn == comparison)
  }

  @Test func antialiasedPixelsAreReportedApart() throws {
    let comparison = Comparison(
      reference: try Fixtures.bitmap("pairs/text_a.png"), new: try Fixtures.bitmap("pairs/text_b.png"))
    #expect(comparison.differentPixels + comparison.antialiasedPixels == 226)
    #expect(comparison.largestDelta > 0.1 && comparison.largestDelta <= 1)
  }
}
