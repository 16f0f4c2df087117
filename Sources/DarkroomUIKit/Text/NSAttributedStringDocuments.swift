import DarkroomViews
import Foundation

#if !canImport(Darwin)
extension NSAttributedString {
  /// The kinds of document an attributed string is read from, as UIKit names them.
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plain = DocumentType(rawValue: "NSPlainText")
    public static let rtf = DocumentType(rawValue: "NSRTF")
    public static let rtfd = DocumentType(rawValue: "NSRTFD")
    public static let html = DocumentType(rawValue: "NSHTML")
  }

  /// The options of reading a document, as UIKit names them.
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
    public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
  }

  /// What went wrong reading a document.
  public struct DocumentReadingError: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// The attributed string of a plain-text or HTML document, as UIKit reads it: HTML's tags
  /// become line breaks, bold and italic fonts and links, its entities are decoded, and its
  /// scripts and styles are left out. RTF is not read; it throws, as a malformed document does.
  ///
  /// ```swift
  /// let html = Data("<p>Hello <b>world</b></p>".utf8)
  /// let text = try NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html],
  ///                                   documentAttributes: nil)
  /// ```
  public convenience init(
    data: Data, options: [DocumentReadingOptionKey: Any] = [:], documentAttributes: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let encoding = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) } ?? .utf8
    guard let text = String(data: data, encoding: encoding) else {
      throw DocumentReadingError(description: "The document is not text in the encoding given (\(encoding)).")
    }
    let type = options[.documentType] as? DocumentType ?? (text.contains("<") ? .html : .plain)
    switch type {
    case .plain:
      self.init(string: text)
    case .html:
      self.init(attributedString: HTMLReader.read(text))
    default:
      throw DocumentReadingError(description: "\(type.rawValue) documents are not read here; only plain text and HTML are.")
    }
  }
}

/// Reads HTML's text and its inline formatting; it is not a browser.
enum HTMLReader {
  static func read(_ html: String) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    var bold = 0, italic = 0
    var links: [URL?] = []
    var skipping: String?
    var index = html.startIndex
    func append(_ text: String) {
      guard !text.isEmpty, skipping == nil else { return }
      var attributes: [NSAttributedString.Key: Any] = [:]
      let size: CGFloat = 12
      if bold > 0 || italic > 0 {
        var font = Font.system(size: size)
        if bold > 0 { font = font.bold() }
        if italic > 0 { font = font.italic() }
        attributes[.font] = UIFont(font: font, pointSize: size)
      }
      if let link = links.last ?? nil { attributes[.link] = link }
      result.append(NSAttributedString(string: decodeEntities(text), attributes: attributes))
    }
    while index < html.endIndex {
      guard let open = html[index...].firstIndex(of: "<") else {
        append(collapsingSpace(String(html[index...])))
        break
      }
      append(collapsingSpace(String(html[index..<open])))
      guard let close = html[open...].firstIndex(of: ">") else { break }
      let tag = html[html.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
      let isEnd = tag.hasPrefix("/")
      let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
      if let skipped = skipping {
        if isEnd && name == skipped { skipping = nil }
      } else {
        switch (name, isEnd) {
        case ("script", false), ("style", false), ("head", false): skipping = name
        case ("b", false), ("strong", false): bold += 1
        case ("b", true), ("strong", true): bold = max(bold - 1, 0)
        case ("i", false), ("em", false): italic += 1
        case ("i", true), ("em", true): italic = max(italic - 1, 0)
        case ("a", false): links.append(attribute("href", of: tag).flatMap(URL.init(string:)))
        case ("a", true): _ = links.popLast()
        case ("br", _): result.append(NSAttributedString(string: "\n"))
        case ("p", true), ("div", true), ("li", true), ("h1", true), ("h2", true), ("h3", true), ("tr", true):
          result.append(NSAttributedString(string: "\n"))
        case ("li", false): result.append(NSAttributedString(string: "• "))
        default: break
        }
      }
      index = html.index(after: close)
    }
    return result
  }

  /// Runs of white space as one space, as HTML lays text out.
  static func collapsingSpace(_ text: String) -> String {
    var output = ""
    var lastWasSpace = false
    for character in text {
      if character.isWhitespace {
        if !lastWasSpace { output.append(" ") }
        lastWasSpace = true
      } else {
        output.append(character)
        lastWasSpace = false
      }
    }
    return output
  }

  /// The named and numeric character references HTML text uses most.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let named = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&#39;": "'", "&nbsp;": "\u{00A0}"]
    var output = text
    for (entity, character) in named { output = output.replacingOccurrences(of: entity, with: character) }
    while let start = output.range(of: "&#"), let end = output[start.upperBound...].firstIndex(of: ";") {
      let digits = output[start.upperBound..<end]
      let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      let replacement = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
      output.replaceSubrange(start.lowerBound...end, with: replacement)
    }
    return output
  }

  /// The value of `name="…"` in a tag.
  static func attribute(_ name: String, of tag: String) -> String? {
    guard let range = tag.range(of: "\(name)=") else { return nil }
    let rest = tag[range.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else {
      return rest.prefix { !$0.isWhitespace }.description
    }
    return String(rest.dropFirst().prefix { $0 != quote })
  }
}
#endif
