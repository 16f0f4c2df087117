import DarkroomPixels
import DarkroomScreenshots
import DarkroomUI
import Testing

/// Every store size comes out at exactly its pixel size, bare or framed, and opaque.
@MainActor @Suite struct ScreenshotRenderingTests {
  @Test(arguments: StoreDisplaySize.all) func bareAndFramedScreenshotsHaveTheStorePixelSize(size: StoreDisplaySize) throws {
    let strings = try SampleCatalog.load()
    let plan = ScreenshotPlan(screens: [.init("home", title: "shots.home.title")])
    let caption = try ScreenshotCaption.lookUp(plan.screens[0], in: strings, table: nil, language: "en")
    for framing in [ScreenshotPlan.Framing.none, .framed(.standard)] {
      let shot = try ScreenshotRenderer.render(
        sampleScreens[0], language: "en", size: size, caption: caption, framing: framing, plan: plan, strings: strings)
      #expect(shot.bitmap.width == size.pixelSize.width && shot.bitmap.height == size.pixelSize.height, "\(size) \(framing)")
      #expect(shot.bitmap.isOpaque)
    }
  }

  @Test func landscapeIsTheTransposedSize() throws {
    let plan = ScreenshotPlan(screens: [.init("home")], framing: .framed(.standard))
    let shot = try ScreenshotRenderer.render(
      sampleScreens[0], language: "en", size: StoreDisplaySize.iPhone65.landscape, framing: plan.framing, plan: plan)
    #expect(shot.bitmap.width == 2688 && shot.bitmap.height == 1242)
  }

  @Test func seeThroughPixelsAreLaidOnWhite() {
    var bitmap = Bitmap(width: 2, height: 1)
    bitmap[0, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 128)
    bitmap[1, 0] = Pixel(red: 10, green: 20, blue: 30, alpha: 255)
    let flat = ScreenshotRenderer.flattened(bitmap)
    #expect(flat.isOpaque)
    #expect(flat[0, 0] == Pixel(red: 127, green: 127, blue: 127))
    #expect(flat[1, 0] == Pixel(red: 10, green: 20, blue: 30))
  }

  @Test(arguments: ["de", "ja", "ar"]) func aFramedTitleIsSetUncutInTheLanguagesScript(language: String) throws {
    let strings = try SampleCatalog.load()
    let plan = ScreenshotPlan(
      screens: [.init("home", title: "shots.home.title", keyword: "shots.home.keyword")], framing: .framed(.standard), titleLines: 3)
    let caption = try ScreenshotCaption.lookUp(plan.screens[0], in: strings, table: nil, language: language)
    let shot = try ScreenshotRenderer.render(
      sampleScreens[0], language: language, size: .iPhone69, caption: caption, framing: plan.framing, plan: plan, strings: strings)
    let title = try #require(shot.title)
    #expect(title.text == SampleCatalog.values["shots.home.title"]?[language])
    #expect(title.measurement.fits, "never cut: \(title.measurement)")
    #expect(title.script == TitleScript.forLanguage(language))
    #expect(shot.keyword?.measurement.fits == true)
  }

  @Test func aTitleKeyWithoutAValueIsAnErrorNotATitle() throws {
    let strings = try SampleCatalog.load()
    #expect(throws: ScreenshotError.missingTitle(language: "ja", key: "shots.unknown")) {
      try ScreenshotCaption.lookUp(.init("home", title: "shots.unknown"), in: strings, table: nil, language: "ja")
    }
  }
}
