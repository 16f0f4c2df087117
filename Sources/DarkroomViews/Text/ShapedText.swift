import CPangoCairo

/// A `Text` made concrete for its environment: one string for Pango, the byte ranges of its
/// runs with their fonts and colours, and the paragraph settings.
struct ShapedText: Hashable {
  struct Run: Hashable {
    var start: Int
    var end: Int
    var font: ResolvedFont
    /// The run's own colour; `nil` paints it with the text's paint.
    var color: RGBA?
    var kerning: CGFloat
    /// Underlined, in the given colour or the text's own when `nil`.
    var underline: Decoration?
    var strikethrough: Decoration?
    var baselineOffset: CGFloat
    var monospacedDigits: Bool
    /// An image drawn in place of the run's character.
    var inline: InlineArt?
  }

  /// An underline or a strikethrough: its colour (`nil`: the text's) and its on and off
  /// lengths in line thicknesses (empty: solid).
  struct Decoration: Hashable {
    var color: RGBA?
    var dashes: [Double]
  }

  var string: String
  var runs: [Run]
  /// The font that sets the pitch of the lines: the largest font in the text.
  var primaryFont: ResolvedFont
  /// What runs without a colour of their own are painted with.
  var paint: Paint
  var lineLimit: Int?
  var truncationMode: Text.TruncationMode
  var lineSpacing: CGFloat
  var alignment: TextAlignment
  var language: String
  var layoutDirection: LayoutDirection
  /// How far the text may shrink to fit (1: not at all), and whether its letters may close up.
  var minimumScaleFactor: CGFloat
  var allowsTightening: Bool
  /// Whether every run's font has a fixed point size (`.system(size:)`, `.custom(_:fixedSize:)`)
  /// and so ignores Dynamic Type, for the render's text facts.
  var hasFixedSize = true

  /// `symbolFailure` hears of a symbol template that could not be read.
  init(_ text: Text, in environment: EnvironmentValues, symbolFailure: (any Error) -> Void = { _ in }) {
    var string = ""
    var runs: [Run] = []
    for run in text.runs {
      var font = run.font ?? environment.font ?? .body
      if case .style = font.base { hasFixedSize = false }
      if case .custom(_, _, _?) = font.base { hasFixedSize = false }
      if let weight = run.weight { font = font.weight(weight) }
      if run.isBold { font = font.bold() }
      if run.isItalic { font = font.italic() }
      if run.isMonospaced { font = font.monospaced() }
      // A line separator breaks the line inside one paragraph, so a line limit counts every
      // line of the text rather than the lines of each paragraph.
      let piece = ShapingStrings.lineSeparated(run.string)
      let start = string.utf8.count
      string += piece
      var color = run.foreground.flatMap { box -> RGBA? in
        if case .color(let rgba) = DarkroomViews.paint(for: box.style, in: environment) { return rgba }
        return nil
      }
      // Links in a text's Markdown are drawn in the tint colour, as SwiftUI draws them.
      if run.isLink, case .color(let tint) = environment.tintPaint { color = tint }
      func decoration(_ own: Text.LineStyle??, _ inherited: Text.LineStyle?) -> Decoration? {
        guard let style = own ?? inherited else { return nil }
        return Decoration(color: style.color.map { $0.resolved(in: environment) }, dashes: style.pattern.dashes)
      }
      let decorations = environment.textDecorations
      let resolvedFont = ResolvedFont(font, in: environment)
      let inline = run.inlineImage?.art(font: resolvedFont, scale: environment.imageScale, failure: symbolFailure)
      runs.append(
        Run(
          start: start, end: string.utf8.count, font: resolvedFont, color: color,
          kerning: run.kerning != 0 ? run.kerning : environment.textTracking,
          underline: decoration(run.underline, decorations.underline),
          strikethrough: decoration(run.strikethrough, decorations.strikethrough),
          baselineOffset: run.baselineOffset != 0 ? run.baselineOffset : environment.textBaselineOffset, monospacedDigits: run.monospacedDigits || font.isMonospacedDigit,
          inline: inline))
    }
    self.string = string
    self.runs = runs
    primaryFont = runs.map(\.font).max(by: { $0.size < $1.size }) ?? ResolvedFont(environment.font, in: environment)
    // A style set with `Text.foregroundStyle` on the whole text (a gradient, say) paints it
    // all; colours set on parts of it go to Pango run by run.
    let runPaints = text.runs.map { run in run.foreground.map { DarkroomViews.paint(for: $0.style, in: environment) } }
    if let first = runPaints.first, let whole = first, runPaints.allSatisfy({ $0 == whole }) {
      paint = whole
    } else {
      paint = environment.foregroundPaint
    }
    lineLimit = environment.lineLimit
    truncationMode = environment.truncationMode
    lineSpacing = environment.lineSpacing
    alignment = environment.multilineTextAlignment
    language = ShapingStrings.languageTag(environment.locale.identifier)
    layoutDirection = environment.layoutDirection
    let factor = environment.minimumScaleFactor
    minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1
    allowsTightening = environment.allowsTightening
  }

  /// The text with every size scaled by `scale` (fonts, letter spacing, baseline offsets,
  /// line spacing) and letters closed up by `tightening` ems.
  func scaled(by scale: CGFloat, tightening: CGFloat = 0) -> ShapedText {
    var text = self
    func scaled(_ font: ResolvedFont) -> ResolvedFont {
      var font = font
      font.size *= scale
      return font
    }
    for index in text.runs.indices {
      let font = scaled(text.runs[index].font)
      text.runs[index].font = font
      text.runs[index].kerning = text.runs[index].kerning * scale - tightening * font.size
      text.runs[index].baselineOffset *= scale
      text.runs[index].inline = text.runs[index].inline?.scaled(by: scale)
    }
    text.primaryFont = scaled(primaryFont)
    text.lineSpacing *= scale
    return text
  }

  /// Pango attributes for the runs and the language; the caller owns the list.
  func makeAttributes(engine: TextEngine) -> OpaquePointer {
    let list = pango_attr_list_new()!
    let bytes = Array(string.utf8)
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, from start: Int, to end: Int) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, attribute)
    }
    func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    insert(pango_attr_language_new(pango_language_from_string(language)), from: 0, to: Int(UInt32.max))
    // A word broken across lines gets no hyphen, as in SwiftUI.
    insert(pango_attr_insert_hyphens_new(0), from: 0, to: Int(UInt32.max))
    for run in runs {
      insert(pango_attr_font_desc_new(engine.fontDescription(run.font)), from: run.start, to: run.end)
      if let color = run.color {
        insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), from: run.start, to: run.end)
        insert(pango_attr_foreground_alpha_new(channel(color.alpha)), from: run.start, to: run.end)
      }
      // The system font's own tracking comes first; `kerning` and `tracking` add to it. It
      // belongs to SF Pro's letters only: characters iOS draws from another font (Japanese,
      // Arabic, emoji) keep their own spacing.
      for piece in trackedPieces(of: run, in: bytes) {
        let letterSpacing = (piece.tracked ? run.font.systemTracking : 0) + run.kerning
        if letterSpacing != 0 {
          insert(pango_attr_letter_spacing_new(Int32(saturating: (letterSpacing * CGFloat(PANGO_SCALE)).rounded())), from: piece.start, to: piece.end)
        }
      }
      // Solid lines are Pango's; patterned ones are drawn over the text (`drawText`).
      if let underline = run.underline, underline.dashes.isEmpty {
        insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), from: run.start, to: run.end)
        if let color = underline.color {
          insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)), from: run.start, to: run.end)
        }
      }
      if let strikethrough = run.strikethrough, strikethrough.dashes.isEmpty {
        insert(pango_attr_strikethrough_new(1), from: run.start, to: run.end)
        if let color = strikethrough.color {
          insert(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)), from: run.start, to: run.end)
        }
      }
      if run.baselineOffset != 0 {
        insert(pango_attr_rise_new(Int32(saturating: (run.baselineOffset * CGFloat(PANGO_SCALE)).rounded())), from: run.start, to: run.end)
      }
      if let inline = run.inline {
        insert(inline.shapeAttribute(), from: run.start, to: run.end)
      }
      if run.monospacedDigits {
        insert(pango_attr_font_features_new("tnum"), from: run.start, to: run.end)
      }
    }
    return list
  }

  /// The byte ranges of `run`, split where its characters move between SF Pro's scripts
  /// (Latin, Greek, Cyrillic, digits and punctuation) and the rest.
  private func trackedPieces(of run: Run, in bytes: [UInt8]) -> [(start: Int, end: Int, tracked: Bool)] {
    guard run.font.systemTracking != 0 else { return [(run.start, run.end, false)] }
    guard run.start >= 0, run.end <= bytes.count, run.start < run.end else { return [] }
    // Most text is ASCII, which SF Pro draws whole.
    if !bytes[run.start..<run.end].contains(where: { $0 >= 0x80 }) { return [(run.start, run.end, true)] }
    var pieces: [(start: Int, end: Int, tracked: Bool)] = []
    var offset = run.start
    for scalar in String(decoding: bytes[run.start..<run.end], as: UTF8.self).unicodeScalars {
      let length = String(scalar).utf8.count
      let tracked = ShapedText.isSystemFontScalar(scalar)
      if let last = pieces.last, last.tracked == tracked {
        pieces[pieces.count - 1].end = offset + length
      } else {
        pieces.append((offset, offset + length, tracked))
      }
      offset += length
    }
    return pieces
  }

  /// Whether SF Pro itself draws `scalar` on iOS: the Latin, Greek and Cyrillic blocks and
  /// the general punctuation and symbols beside them.
  static func isSystemFontScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0000..<0x0530, 0x1E00..<0x2070, 0x20A0..<0x2150: true
    default: false
    }
  }
}
