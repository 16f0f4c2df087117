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

  @Test func aScreenTallerThanTheDeviceShowsWhatTheDeviceShowsInsideItsFrame() throws {
    // Forty rows in a list: far more than a landscape phone shows.
    let tall = ScreenshotScreen("tall") {
      List(0..<40, id: \.self) { index in Text(verbatim: "Row \(index)") }
    }
    let plan = ScreenshotPlan(screens: [.init("tall")], framing: .framed(.standard))
    let size = StoreDisplaySize.iPhone69.landscape
    let framed = try ScreenshotRenderer.render(tall, language: "en", size: size, framing: plan.framing, plan: plan).bitmap
    #expect(framed.width == 2868 && framed.height == 1320)
    // The background fills the canvas to its corners and the bottom edge: the device stays inside.
    let background = framed[0, 0]
    for (x, y) in [(2867, 0), (0, 1319), (2867, 1319), (1434, 1319)] {
      let pixel = framed[x, y]
      #expect(pixel.blue > pixel.red && pixel.red < 60, "(\(x), \(y)) is \(pixel), not the background (\(background))")
    }
    let bare = try ScreenshotRenderer.render(tall, language: "en", size: size, framing: .none, plan: plan).bitmap
    #expect(bare.width == 2868 && bare.height == 1320)
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

  @Test func theStatusBarShowsByDefaultAndCanBeLeftOut() throws {
    let shown = ScreenshotPlan(screens: [.init("home")])
    let hidden = ScreenshotPlan(screens: [.init("home")], showsStatusBar: false)
    let size = StoreDisplaySize.iPhone69
    let with = try ScreenshotRenderer.render(sampleScreens[0], language: "en", size: size, framing: .none, plan: shown).bitmap
    let without = try ScreenshotRenderer.render(sampleScreens[0], language: "en", size: size, framing: .none, plan: hidden).bitmap
    // The bar's 54 points at the top: the clock and the icons are drawn there, and only there.
    let barRows = Int(54 * size.scale)
    func differingRows(_ rows: Range<Int>) -> Int {
      rows.filter { y in (0..<with.width).contains { x in with[x, y] != without[x, y] } }.count
    }
    #expect(differingRows(0..<barRows) > 0)
    #expect(differingRows(barRows..<with.height) == 0)
    #expect(size.statusBarHeight == 54 && StoreDisplaySize.iPhone69.landscape.statusBarHeight == nil)
  }
}
