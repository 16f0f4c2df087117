/// The inline Markdown SwiftUI reads in the keys of `Text`: `**bold**` (or `__bold__`),
/// `*italic*` (or `_italic_`), `***both***`, `~~struck~~`, `` `code` `` and
/// `[links](https://example.com)`, with `\` before a punctuation character to show it as is.
/// Line breaks and spaces stay as written, as with Foundation's
/// `inlineOnlyPreservingWhitespace` option, which SwiftUI uses; block syntax (headings,
/// lists) shows as plain characters.
///
/// A delimiter only opens when the character after it is not a space and only closes when
/// the one before it is not, and `_` never opens or closes inside a word (`snake_case` stays
/// as written), after CommonMark's flanking rules
/// (https://spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis). A delimiter that
/// finds no partner shows as a plain character.
enum InlineMarkdown {
  /// How a span of text is set.
  struct Style: OptionSet, Hashable {
    let rawValue: Int
    static let bold = Style(rawValue: 1)
    static let italic = Style(rawValue: 2)
    static let code = Style(rawValue: 4)
    static let strikethrough = Style(rawValue: 8)
    static let link = Style(rawValue: 16)
  }

  struct Span: Equatable {
    var text: String
    var style: Style
    /// A link's destination, as written.
    var url: String?
  }

  /// Characters that may start Markdown; text without any is one plain span.
  private static let markers = Set("*_~`[\\".unicodeScalars)

  static func spans(of text: String) -> [Span] {
    guard text.unicodeScalars.contains(where: { markers.contains($0) }) else { return [Span(text: text, style: [])] }
    var spans: [Span] = []
    parse(Array(text.unicodeScalars)[...], style: [], into: &spans)
    return spans
  }

  private static func append(_ scalar: Unicode.Scalar, style: Style, to spans: inout [Span]) {
    if spans.last?.style == style {
      spans[spans.count - 1].text.unicodeScalars.append(scalar)
    } else {
      spans.append(Span(text: String(Character(scalar)), style: style))
    }
  }

  private static func parse(_ text: ArraySlice<Unicode.Scalar>, style: Style, into spans: inout [Span]) {
    var index = text.startIndex
    while index < text.endIndex {
      let scalar = text[index]
      switch scalar {
      case "\\" where index + 1 < text.endIndex && isPunctuation(text[index + 1]):
        append(text[index + 1], style: style, to: &spans)
        index += 2
        continue
      case "`":
        if let (inner, end) = codeSpan(text, at: index) {
          for character in inner { append(character, style: style.union(.code), to: &spans) }
          index = end
          continue
        }
      case "[":
        if let (label, destination, end) = link(text, at: index) {
          var inner: [Span] = []
          parse(label, style: style.union(.link), into: &inner)
          let url = String(String.UnicodeScalarView(destination))
          spans += inner.map { Span(text: $0.text, style: $0.style, url: url) }
          index = end
          continue
        }
      case "*", "_", "~":
        if let (inner, added, end) = emphasis(text, at: index) {
          parse(inner, style: style.union(added), into: &spans)
          index = end
          continue
        }
      default:
        break
      }
      append(scalar, style: style, to: &spans)
      index += 1
    }
  }

  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.properties.generalCategory != .decimalNumber
      && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
  }

  private static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return true }
    return scalar.properties.isWhitespace
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// The length of the run of `scalar` starting at `index`.
  private static func runLength(_ text: ArraySlice<Unicode.Scalar>, at index: Int) -> Int {
    var end = index
    while end < text.endIndex, text[end] == text[index] { end += 1 }
    return end - index
  }

  /// A code span: as many backticks close it as opened it; its content is not parsed.
  private static func codeSpan(_ text: ArraySlice<Unicode.Scalar>, at index: Int)
    -> (ArraySlice<Unicode.Scalar>, Int)?
  {
    let length = runLength(text, at: index)
    var search = index + length
    while search < text.endIndex {
      if text[search] == "`" {
        let closing = runLength(text, at: search)
        if closing == length { return (text[(index + length)..<search], search + closing) }
        search += closing
      } else {
        search += 1
      }
    }
    return nil
  }

  /// `[label](destination)`: the label, the destination, and the index after the closing
  /// parenthesis.
  private static func link(_ text: ArraySlice<Unicode.Scalar>, at index: Int)
    -> (ArraySlice<Unicode.Scalar>, ArraySlice<Unicode.Scalar>, Int)?
  {
    var depth = 0
    var search = index
    var labelEnd: Int?
    while search < text.endIndex {
      switch text[search] {
      case "\\": search += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { labelEnd = search }
      default: break
      }
      if labelEnd != nil { break }
      search += 1
    }
    guard let labelEnd, labelEnd + 1 < text.endIndex, text[labelEnd + 1] == "(",
      let close = text[(labelEnd + 2)...].firstIndex(of: ")")
    else { return nil }
    return (text[(index + 1)..<labelEnd], text[(labelEnd + 2)..<close], close + 1)
  }

  /// Emphasis opened at `index`: the text inside, the style it adds, and the index after the
  /// closing delimiter, which is a run of the same character and length.
  private static func emphasis(_ text: ArraySlice<Unicode.Scalar>, at index: Int)
    -> (ArraySlice<Unicode.Scalar>, Style, Int)?
  {
    let delimiter = text[index]
    let length = runLength(text, at: index)
    let style: Style
    switch (delimiter, length) {
    case ("~", 2): style = .strikethrough
    case ("~", _): return nil
    case (_, 1): style = .italic
    case (_, 2): style = .bold
    case (_, 3): style = [.bold, .italic]
    default: return nil
    }
    let before = index > text.startIndex ? text[index - 1] : nil
    let after = index + length < text.endIndex ? text[index + length] : nil
    guard !isSpace(after), !(delimiter == "_" && isWordCharacter(before)) else { return nil }
    var search = index + length
    while search < text.endIndex {
      let scalar = text[search]
      if scalar == "\\" {
        search += 2
        continue
      }
      if scalar == "`", let (_, end) = codeSpan(text, at: search) {
        search = end
        continue
      }
      guard scalar == delimiter else {
        search += 1
        continue
      }
      let run = runLength(text, at: search)
      let closingBefore = text[search - 1]
      let closingAfter = search + run < text.endIndex ? text[search + run] : nil
      if run == length, search > index + length, !isSpace(closingBefore),
        !(delimiter == "_" && isWordCharacter(closingAfter))
      {
        return (text[(index + length)..<search], style, search + run)
      }
      search += run
    }
    return nil
  }
}
