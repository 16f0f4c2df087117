import DarkroomStrings
import Foundation

/// A screenshot's caption in one language: the keyword and title text with the keys they
/// were looked up by (errors name the key).
///
/// ```swift
/// let caption = try ScreenshotCaption.lookUp(screen, in: titles, table: nil, language: "ja")
/// ```
public struct ScreenshotCaption: Sendable, Equatable {
  public struct Line: Sendable, Equatable {
    public var key: String
    public var text: String
    public init(key: String, text: String) {
      self.key = key
      self.text = text
    }
  }

  public var keyword: Line?
  public var title: Line?

  public init(keyword: Line? = nil, title: Line? = nil) {
    self.keyword = keyword
    self.title = title
  }

  /// The caption of a plan's screen, looked up in `strings` for `language` (with Apple's
  /// language fallback). A key with no value in any language is an error, not a key shown
  /// as a title.
  ///
  /// - Throws: ``ScreenshotError/missingTitle(language:key:)``.
  public static func lookUp(
    _ screen: ScreenshotPlan.Screen, in strings: StringCatalogSet?, table: String?, language: String
  ) throws -> ScreenshotCaption {
    func line(_ key: String?) throws -> Line? {
      guard let key else { return nil }
      guard let strings else { throw ScreenshotError.missingTitle(language: language, key: key) }
      let resolution = try strings.resolve(key: key, table: table, locale: Locale(identifier: language))
      guard resolution.usedLanguage != nil else { throw ScreenshotError.missingTitle(language: language, key: key) }
      return Line(key: key, text: resolution.text)
    }
    return ScreenshotCaption(keyword: try line(screen.keywordKey), title: try line(screen.titleKey))
  }
}
