import DarkroomScreenshots
import DarkroomUI
import Testing

/// Titles take the largest size that fits their lines in every language, uncut, in the
/// script's own font, and a title that cannot fit names its language and key.
@MainActor @Suite struct TitleFittingTests {
  let fitter = TitleFitter()

  @Test(arguments: ["de", "ja", "ar"]) func aLongTitleShrinksUntilItFitsItsLinesUncut(language: String) throws {
    let text = try #require(SampleCatalog.values["shots.home.title"]?[language])
    let fitted = try fitter.fit(text, language: language, key: "shots.home.title", width: 380, lines: 2, sizes: 14...40)
    #expect(fitted.size < 40, "the long title had to shrink")
    #expect(fitted.size >= 14)
    #expect(fitted.measurement.fits, "two lines hold it, no word broken: \(fitted.measurement)")
    // One step larger would not fit: the size is the largest that does.
    let larger = try LayoutTitleMeasurer().measure(
      text, font: fitted.script.font(size: fitted.size + 1), width: 380, lines: 2,
      environment: environment(language))
    #expect(!larger.fits)
  }

  @Test func eachScriptGetsItsOwnFontAndDirection() {
    #expect(TitleScript.forLanguage("ja").family == "Noto Sans CJK JP")
    #expect(TitleScript.forLanguage("zh-Hant").family == "Noto Sans CJK TC")
    #expect(TitleScript.forLanguage("ko").family == "Noto Sans CJK KR")
    #expect(TitleScript.forLanguage("ar").family == "Noto Sans Arabic" && TitleScript.forLanguage("ar").isRightToLeft)
    #expect(TitleScript.forLanguage("th").family == "Noto Sans Thai")
    #expect(TitleScript.forLanguage("de_DE").family == nil && !TitleScript.forLanguage("de").isRightToLeft)
  }

  @Test func aThaiTitleFitsInNotoSansThai() throws {
    let fitted = try fitter.fit("ติดตามค่าใช้จ่ายทั้งหมดได้ในพริบตา", language: "th", key: "t", width: 380, lines: 2, sizes: 14...40)
    #expect(fitted.measurement.fits)
  }

  @Test func aTitleThatCannotFitEvenAtTheSmallestSizeNamesItsLanguageAndKey() {
    let long = String(repeating: "Donaudampfschifffahrtsgesellschaftskapitän ", count: 6)
    #expect(throws: ScreenshotError.titleDoesNotFit(language: "de", key: "shots.long", text: long, lines: 2, minimumSize: 30)) {
      try fitter.fit(long, language: "de", key: "shots.long", width: 380, lines: 2, sizes: 30...40)
    }
  }

  func environment(_ language: String) -> EnvironmentValues {
    ScreenshotRenderer.environment(language: language, strings: nil)
  }
}
