/// The pseudo-languages Xcode offers for testing layouts before translations exist, as
/// languages Darkroom can render in. Each rewrites the development language's text,
/// deterministically, leaving format conversions (`%lld`, `%@`) intact.
///
/// ```swift
/// PseudoLanguage.accented.transform("Save %lld items")      // "[Šåṽé %lld îţéɱš]"
/// PseudoLanguage.expanded.transform("Settings")             // "Settings Set": 40% longer
/// PseudoLanguage(tag: LanguageTag("ar-XB")!)                // .rightToLeft
/// ```
///
/// Tags use the private-use regions ISO 3166 reserves (`XA`…`XZ`), as Android's
/// pseudo-locales do: `en-XA` accented, `en-XL` expanded, `ar-XB` right to left.
public enum PseudoLanguage: String, CaseIterable, Sendable {
  /// Every letter carries a diacritic, and the text is bracketed so a cut end shows.
  case accented
  /// The text is 40% longer, or as long as the key's longest translation if that is longer.
  case expanded
  /// The text reads and lays out right to left.
  case rightToLeft

  /// The language tag that selects this pseudo-language.
  public var tag: LanguageTag {
    switch self {
    case .accented: LanguageTag(language: "en", region: "XA")
    case .expanded: LanguageTag(language: "en", region: "XL")
    case .rightToLeft: LanguageTag(language: "ar", region: "XB")
    }
  }

  /// The pseudo-language a tag selects, if any.
  public init?(tag: LanguageTag) {
    guard let match = Self.allCases.first(where: { $0.tag.language == tag.language && $0.tag.region == tag.region }) else {
      return nil
    }
    self = match
  }

  /// Rewrites a format's text. `longestTranslation` is the length, in characters, of the key's
  /// longest translation; only `.expanded` uses it.
  public func transform(_ format: String, longestTranslation: Int = 0) -> String {
    let pieces = FormatSpecifier.parse(format)
    switch self {
    case .accented:
      return "[" + Self.mapLiterals(pieces) { String($0.map(Self.accent)) } + "]"
    case .expanded:
      let literal = pieces.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
      let target = max((literal.count * 14 + 9) / 10, longestTranslation)
      let missing = target - literal.count
      guard missing > 0 else { return format }
      let filler = literal.filter { !$0.isWhitespace }
      let source = filler.isEmpty ? "~" : filler
      let padding = String(repeating: source, count: missing / source.count + 1).prefix(max(0, missing - 1))
      return format + " " + padding
    case .rightToLeft:
      // U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP DIRECTIONAL FORMATTING around each run of
      // text, so it reads mirrored while filled-in values stay as they are.
      return Self.mapLiterals(pieces) { text in
        text.trimmingWhitespace.isEmpty ? text : "\u{202E}" + text + "\u{202C}"
      }
    }
  }

  private static func mapLiterals(_ pieces: [FormatPiece], _ body: (String) -> String) -> String {
    pieces.map { piece in
      switch piece {
      case .literal(let text): body(text)
      case .specifier(let specifier): specifier.text
      }
    }.joined()
  }

  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()

  private static func accent(_ character: Character) -> Character {
    accents[character] ?? character
  }
}

extension String {
  fileprivate var trimmingWhitespace: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<max(start, end)]
  }
}
