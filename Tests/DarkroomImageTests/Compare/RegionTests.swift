import DarkroomImage
import Testing

/// Ignored regions, size mismatches and how changed pixels are grouped into rectangles.
@Suite struct RegionTests {
  private let background = Pixel(red: 240, green: 240, blue: 240)

  private func canvas(width: Int = 200, height: Int = 120) -> Bitmap {
    Bitmap(width: width, height: height, filledWith: background)
  }

  private func fill(_ bitmap: inout Bitmap, _ rect: PixelRect, _ pixel: Pixel = .black) {
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX { bitmap[x, y] = pixel }
    }
  }

  @Test func ignoredRegionsAreNotCompared() {
    let reference = canvas()
    var new = reference
    fill(&new, PixelRect(x: 10, y: 10, width: 20, height: 10))  // the clock
    fill(&new, PixelRect(x: 150, y: 100, width: 5, height: 5))  // a real change
    var options = ComparisonOptions.exact
    options.ignoredRegions = [
      PixelRect(x: 5, y: 5, width: 30, height: 20), PixelRect(x: 20, y: 0, width: 30, height: 10),
      PixelRect(x: 190, y: 110, width: 50, height: 50),
    ]
    let comparison = Comparison(reference: reference, new: new, options: options)
    #expect(comparison.differentPixels == 25)
    #expect(comparison.regions == [ChangedRegion(bounds: PixelRect(x: 150, y: 100, width: 5, height: 5), pixels: 25)])
    // 30×20 + 30×10 − the 15×5 overlap + the 10×10 part inside the image.
    #expect(comparison.ignoredPixels == 600 + 300 - 75 + 100)
    options.ignoredRegions.append(PixelRect(x: 140, y: 90, width: 20, height: 20))
    #expect(Comparison(reference: reference, new: new, options: options).isSame)
  }

  @Test func sizeMismatchIsItsOwnOutcome() {
    let comparison = Comparison(reference: canvas(), new: canvas(width: 200, height: 121))
    #expect(comparison.outcome == .sizeMismatch)
    #expect(!comparison.isSame)
    #expect(comparison.summary == "The images differ in size: the reference is 200×120 pixels, the new image 200×121.")
    let (_, diff) = Comparison.drawingDiff(reference: canvas(), new: canvas(width: 199, height: 120))
    #expect(diff == nil)
  }

  @Test func distantChangesAreSeparateRegionsWithExactBounds() {
    let reference = canvas()
    var new = reference
    fill(&new, PixelRect(x: 3, y: 4, width: 7, height: 5))
    fill(&new, PixelRect(x: 150, y: 90, width: 11, height: 2))
    let comparison = Comparison(reference: reference, new: new, options: .exact)
    #expect(
      comparison.regions == [
        ChangedRegion(bounds: PixelRect(x: 3, y: 4, width: 7, height: 5), pixels: 35),
        ChangedRegion(bounds: PixelRect(x: 150, y: 90, width: 11, height: 2), pixels: 22),
      ])
  }

  @Test func aMovedButtonIsOneRegion() {
    var reference = canvas()
    var new = canvas()
    fill(&reference, PixelRect(x: 40, y: 40, width: 60, height: 24), Pixel(red: 30, green: 120, blue: 220))
    fill(&new, PixelRect(x: 40, y: 64, width: 60, height: 24), Pixel(red: 30, green: 120, blue: 220))
    let comparison = Comparison(reference: reference, new: new, options: .pixelmatch)
    #expect(comparison.regions.count == 1)
    #expect(comparison.regions.first?.bounds == PixelRect(x: 40, y: 40, width: 60, height: 48))
  }

  @Test func nearbyPixelsJoinAndScatteredOnesAreCappedInReadingOrder() {
    let reference = canvas(width: 400, height: 400)
    var near = reference
    for x in stride(from: 100, to: 200, by: 12) { near[x, 50] = .black }  // a dotted line
    #expect(Comparison(reference: reference, new: near, options: .exact).regions.count == 1)

    var scattered = reference
    for index in 0..<60 { scattered[(index * 97) % 400, (index * 53) % 400] = .black }
    var options = ComparisonOptions.exact
    options.maximumRegions = 5
    let regions = Comparison(reference: reference, new: scattered, options: options).regions
    #expect(regions.count <= 5 && !regions.isEmpty)
    #expect(regions.reduce(0) { $0 + $1.pixels } == 60)
    #expect(regions.map { [$0.bounds.y, $0.bounds.x] }.elementsEqual(
      regions.map { [$0.bounds.y, $0.bounds.x] }.sorted { $0.lexicographicallyPrecedes($1) }))
  }

  @Test func theSummaryGivesCountsAndRegions() {
    let reference = canvas()
    var new = reference
    fill(&new, PixelRect(x: 3, y: 4, width: 7, height: 5))
    let summary = Comparison(reference: reference, new: new, options: .exact).summary
    #expect(
      summary == """
        35 of 24000 pixels differ (0.15%) in any channel; none may.
        Largest channel difference: 240 of 255.
        Changed regions (x, y, width×height):
          (3, 4, 7×5) 35 px
        """)
  }
}
