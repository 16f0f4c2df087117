import Foundation

/// A localized key inside a `Text`, kept until the text is drawn.
struct LocalizedContent: Equatable, Sendable {
  var key: LocalizedStringKey
  var tableName: String?
  var bundle: Bundle?
  /// Whether the key is looked up in string tables (`Text(_:format:)`'s is not).
  var isLookedUp = true
  /// Whether the format's inline Markdown is set (it is for every key, as in SwiftUI).
  var parsesMarkdown = true
  /// What is shown, with its own arguments, when no table has the key (a
  /// ``LocalizedStringResource``'s default value); `nil` shows the key.
  var defaultValue: LocalizedStringKey?
}

extension Text {
  /// The text with every localized run replaced by the runs it reads as in `environment`:
  /// looked up, filled with its arguments written for the locale, Markdown set.
  func resolved(in environment: EnvironmentValues) -> Text {
    guard runs.contains(where: { $0.localized != nil }) else { return self }
    var text = self
    text.runs = runs.flatMap { $0.resolved(in: environment) }
    return text
  }
}

extension TextRun {
  func resolved(in environment: EnvironmentValues) -> [TextRun] {
    guard let content = localized else { return [self] }
    var plain = self
    plain.localized = nil
    var key = content.key
    var format = key.key
    if content.isLookedUp {
      let found = environment.lookedUpFormat(
        forKey: key.key, table: content.tableName, bundle: content.bundle,
        arguments: key.arguments.map { $0.sourceArgument(in: environment) })
      if let found {
        format = found
      } else if let fallback = content.defaultValue {
        key = fallback
        format = fallback.key
      }
    }
    let spans = content.parsesMarkdown ? InlineMarkdown.spans(of: format) : [InlineMarkdown.Span(text: format, style: [])]
    var resolved: [TextRun] = []
    var nextArgument = 0
    for span in spans {
      // A key without arguments is shown as it is: a literal "100%" has no specifiers.
      let pieces: [FormatFilling.Piece] =
        key.arguments.isEmpty
        ? [.string(span.text)] : FormatFilling.fill(span.text, arguments: key.arguments, environment: environment, nextArgument: &nextArgument)
      for piece in pieces {
        switch piece {
        case .string(let string):
          var run = plain
          run.string = string
          run.apply(span.style)
          resolved.append(run)
        case .text(let text):
          for inner in text.resolved(in: environment).runs {
            var run = inner.inheriting(plain)
            run.apply(span.style)
            resolved.append(run)
          }
        }
      }
    }
    if resolved.isEmpty { resolved = [plain] }
    return resolved
  }

  /// The run with the styling of the text it was interpolated into, where it sets none of
  /// its own.
  func inheriting(_ outer: TextRun) -> TextRun {
    var run = self
    run.font = font ?? outer.font
    run.weight = weight ?? outer.weight
    run.isBold = isBold || outer.isBold
    run.isItalic = isItalic || outer.isItalic
    run.foreground = foreground ?? outer.foreground
    run.kerning = kerning != 0 ? kerning : outer.kerning
    run.underline = underline ?? outer.underline
    run.strikethrough = strikethrough ?? outer.strikethrough
    run.baselineOffset = baselineOffset != 0 ? baselineOffset : outer.baselineOffset
    run.monospacedDigits = monospacedDigits || outer.monospacedDigits
    run.isMonospaced = isMonospaced || outer.isMonospaced
    run.isLink = isLink || outer.isLink
    return run
  }

  mutating func apply(_ style: InlineMarkdown.Style) {
    if style.contains(.bold) { isBold = true }
    if style.contains(.italic) { isItalic = true }
    if style.contains(.code) { isMonospaced = true }
    if style.contains(.link) { isLink = true }
    if style.contains(.strikethrough), strikethrough == nil { strikethrough = .some(.single) }
  }
}
