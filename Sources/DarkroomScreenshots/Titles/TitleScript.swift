import DarkroomStrings
import DarkroomUI
import Foundation

/// The writing system of a language's titles: the font family its letters are drawn in
/// (the script's own Noto face where Inter has no letters for it, since a fallback font
/// picked glyph by glyph mixes styles in one title) and its direction.
///
/// ```swift
/// let script = try TitleScript(language: "ja")
/// script.family        // "Noto Sans CJK JP"
/// TitleScript.forLanguage("ar").isRightToLeft   // true
/// ```
public struct TitleScript: Sendable, Equatable {
  /// The family `Font.custom` is given; `nil` for the system face (Inter and Inter Display).
  public var family: String?
  public var isRightToLeft: Bool
  /// Whether lines may break between any two characters (Chinese, Japanese, Thai): then no
  /// word can be too wide for a line.
  public var breaksAnywhere: Bool

  /// The script of a language tag (`ja`, `zh-Hant`, `ar`, `th`, `de_DE`).
  public static func forLanguage(_ language: String) -> TitleScript {
    let tag = LanguageTag(language)
    let code = (tag?.language ?? language).lowercased()
    let script = tag?.script?.lowercased()
    let region = tag?.region?.uppercased()
    switch code {
    case "ja": return TitleScript(family: "Noto Sans CJK JP", isRightToLeft: false, breaksAnywhere: true)
    case "ko": return TitleScript(family: "Noto Sans CJK KR", isRightToLeft: false, breaksAnywhere: false)
    case "zh":
      let traditional = script == "hant" || region == "TW" || region == "HK" || region == "MO"
      let family = region == "HK" ? "Noto Sans CJK HK" : traditional ? "Noto Sans CJK TC" : "Noto Sans CJK SC"
      return TitleScript(family: family, isRightToLeft: false, breaksAnywhere: true)
    case "ar", "fa", "ur", "ps", "sd", "ug", "ckb":
      // The pseudo-language ar-XB rewrites English text, which Noto Sans Arabic draws too.
      return TitleScript(family: "Noto Sans Arabic", isRightToLeft: true, breaksAnywhere: false)
    case "he", "yi": return TitleScript(family: "Noto Sans Hebrew", isRightToLeft: true, breaksAnywhere: false)
    case "th": return TitleScript(family: "Noto Sans Thai", isRightToLeft: false, breaksAnywhere: true)
    default: return TitleScript(family: nil, isRightToLeft: false, breaksAnywhere: false)
    }
  }

  /// The title font at `size` points: `TitleScript.forLanguage("ja").font(size: 32)`.
  public func font(size: CGFloat, weight: Font.Weight = .bold) -> Font {
    guard let family else { return .system(size: size, weight: weight) }
    return .custom(family, size: size).weight(weight)
  }

  /// Makes sure the family can be drawn: the renderer pins Inter, Noto Sans CJK, Arabic and
  /// Hebrew; Thai is registered from Debian's `fonts-noto-core` the first time it is needed.
  ///
  /// - Throws: ``ScreenshotError/missingFont(path:package:)`` when the file is not installed.
  func prepare() throws(ScreenshotError) {
    guard family == "Noto Sans Thai" else { return }
    for weight in ["Regular", "Bold"] {
      let path = "/usr/share/fonts/truetype/noto/NotoSansThai-\(weight).ttf"
      do {
        try FontRegistry.register(fileAt: URL(fileURLWithPath: path))
      } catch {
        throw .missingFont(path: path, package: "fonts-noto-core")
      }
    }
  }
}
