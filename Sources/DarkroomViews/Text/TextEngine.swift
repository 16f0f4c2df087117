import CPangoCairo

/// Pango, set up for renders that are the same on every machine: a font map of its own on
/// the private fontconfig configuration, 72 dpi (one point per unit), grey antialiasing,
/// no hinting, unrounded glyph positions. One engine serves one render at a time.
final class TextEngine: @unchecked Sendable {
  private let fontMap: OpaquePointer
  /// One context per base direction, so no context ever changes after it is made (a
  /// changed context would make Pango lay out existing layouts again).
  private let leftToRightContext: OpaquePointer
  private let rightToLeftContext: OpaquePointer
  private var descriptions: [ResolvedFont: OpaquePointer] = [:]
  private var metrics: [ResolvedFont: LineMetrics] = [:]
  private var spaceWidths: [ResolvedFont: CGFloat] = [:]
  /// Layouts already made, for texts that come back render after render (a screen rendered
  /// in several variants, a benchmark). Emptied when it grows past ``layoutCacheLimit``.
  private var layouts: [LayoutKey: TextLayoutResult] = [:]
  private static let layoutCacheLimit = 1_000

  private struct LayoutKey: Hashable {
    let text: ShapedText
    let width: CGFloat?
    let maxLines: Int?
  }

  /// The configuration the font map was made with.
  let configuration: FontConfiguration

  init(configuration: FontConfiguration) {
    self.configuration = configuration
    fontMap = pango_cairo_font_map_new()
    pango_fc_font_map_set_config(fontMap, configuration.config)
    leftToRightContext = TextEngine.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
    rightToLeftContext = TextEngine.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
  }

  deinit {
    for description in descriptions.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(leftToRightContext))
    g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  private static func makeContext(_ fontMap: OpaquePointer, direction: PangoDirection) -> OpaquePointer {
    let context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_base_dir(context, direction)
    pango_context_set_language(context, pango_language_from_string("en-us"))
    return context
  }

  /// The family names the engine's font map offers: the pinned families and nothing else.
  var availableFamilies: Set<String> {
    var families: UnsafeMutablePointer<OpaquePointer?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &families, &count)
    defer { g_free(families) }
    var names: Set<String> = []
    for index in 0..<Int(count) {
      if let family = families?[index], let name = pango_font_family_get_name(family) {
        names.insert(String(cString: name))
      }
    }
    return names
  }

  func fontDescription(_ font: ResolvedFont) -> OpaquePointer {
    if let description = descriptions[font] { return description }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_weight(description, PangoWeight(Int32(font.weight)))
    pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    // A size that is not finite, negative or absurd is held to 0…4096 points, so Pango never
    // sees it (the layout still reports the view's size, and a render too large is refused).
    let size = font.size.isFinite ? min(max(Double(font.size), 0), 4096) : 0
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    descriptions[font] = description
    return description
  }

  /// The ascent and descent of the font itself, which set the pitch of every line set in it
  /// whatever fallback fonts the line uses.
  func lineMetrics(_ font: ResolvedFont) -> LineMetrics {
    if let known = metrics[font] { return known }
    if font.isSystemFont {
      // The stand-in is set on SF Pro's lines, so a text is as tall as on an iPhone.
      let size = font.size.isFinite ? max(font.size, 0) : 0
      let known = LineMetrics(
        ascent: size * SystemTypography.ascent, descent: size * SystemTypography.descent,
        capHeight: size * SystemTypography.capHeight, linePitch: SystemTypography.linePitch(at: size))
      metrics[font] = known
      return known
    }
    var result = LineMetrics(ascent: font.size * 0.96875, descent: font.size * 0.2421875, capHeight: font.size * 0.727)
    let scale = CGFloat(PANGO_SCALE)
    if let loaded = pango_font_map_load_font(fontMap, leftToRightContext, fontDescription(font)) {
      if let fontMetrics = pango_font_get_metrics(loaded, pango_language_from_string("en-us")) {
        let ascent = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(fontMetrics)) / scale
        result = LineMetrics(
          ascent: ascent, descent: descent, capHeight: capHeight(of: font) ?? result.capHeight,
          leading: height > 0 ? max(height - ascent - descent, 0) : 0)
        pango_font_metrics_unref(fontMetrics)
      }
      g_object_unref(UnsafeMutableRawPointer(loaded))
    }
    metrics[font] = result
    return result
  }

  /// Where the font's underline and strikethrough sit and how thick they are, from the
  /// font's own metrics; a font Pango cannot load gets lines a fourteenth of its size thick.
  func decorationMetrics(_ font: ResolvedFont) -> DecorationMetrics {
    let size = font.size.isFinite ? max(font.size, 0) : 0
    var result = DecorationMetrics(
      underlineOffset: size * 0.1, underlineThickness: size / 14, strikethroughRise: size * 0.3, strikethroughThickness: size / 14)
    let scale = CGFloat(PANGO_SCALE)
    guard let loaded = pango_font_map_load_font(fontMap, leftToRightContext, fontDescription(font)) else { return result }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let fontMetrics = pango_font_get_metrics(loaded, pango_language_from_string("en-us")) else { return result }
    defer { pango_font_metrics_unref(fontMetrics) }
    let underlineThickness = CGFloat(pango_font_metrics_get_underline_thickness(fontMetrics)) / scale
    let strikethroughThickness = CGFloat(pango_font_metrics_get_strikethrough_thickness(fontMetrics)) / scale
    if underlineThickness > 0 {
      // Pango gives the top of the line above the baseline; the line is drawn on its centre.
      let top = CGFloat(pango_font_metrics_get_underline_position(fontMetrics)) / scale
      result.underlineOffset = underlineThickness / 2 - top
      result.underlineThickness = underlineThickness
    }
    if strikethroughThickness > 0 {
      let top = CGFloat(pango_font_metrics_get_strikethrough_position(fontMetrics)) / scale
      result.strikethroughRise = top - strikethroughThickness / 2
      result.strikethroughThickness = strikethroughThickness
    }
    return result
  }

  /// The height of the font's capitals above the baseline: the top of the ink of "H".
  private func capHeight(of font: ResolvedFont) -> CGFloat? {
    guard let layout = pango_layout_new(leftToRightContext) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, "H", 1)
    pango_layout_set_font_description(layout, fontDescription(font))
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    guard ink.height > 0 else { return nil }
    return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
  }

  /// Lays out `text` at `width` (no wrapping when `nil`), showing at most `maxLines` lines
  /// with the last one cut by `text.truncationMode`.
  func layout(_ text: ShapedText, width: CGFloat?, maxLines: Int?) -> TextLayoutResult {
    let key = LayoutKey(text: text, width: width, maxLines: maxLines)
    if let known = layouts[key] { return known }
    let result = makeLayout(text, width: width, maxLines: maxLines)
    if layouts.count >= TextEngine.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
    layouts[key] = result
    return result
  }

  private func makeLayout(_ text: ShapedText, width: CGFloat?, maxLines: Int?) -> TextLayoutResult {
    let context = text.layoutDirection == .rightToLeft ? rightToLeftContext : leftToRightContext
    let layout = pango_layout_new(context)!
    pango_layout_set_auto_dir(layout, 1)
    pango_layout_set_text(layout, text.string, Int32(text.string.utf8.count))
    pango_layout_set_font_description(layout, fontDescription(text.primaryFont))
    let attributes = text.makeAttributes(engine: self)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width, width.isFinite {
      pango_layout_set_width(layout, Int32(saturating: (max(width, 0) * CGFloat(PANGO_SCALE)).rounded(.up)))
    }
    if let maxLines, width != nil {
      pango_layout_set_height(layout, -Int32(clamping: maxLines))
      pango_layout_set_ellipsize(layout, text.truncationMode.pangoMode)
    }
    return TextLayoutResult(
      layout: layout, metrics: lineMetrics(text.primaryFont), lineSpacing: text.lineSpacing, maxLines: maxLines, width: width,
      spaceWidth: width == nil ? 0 : spaceWidth(text.primaryFont))
  }

  /// The advance of one space in `font` with its tracking: "x x" less "xx".
  func spaceWidth(_ font: ResolvedFont) -> CGFloat {
    if let known = spaceWidths[font] { return known }
    func width(_ sample: String) -> CGFloat {
      guard let layout = pango_layout_new(leftToRightContext) else { return 0 }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      pango_layout_set_text(layout, sample, Int32(sample.utf8.count))
      pango_layout_set_font_description(layout, fontDescription(font))
      let list = pango_attr_list_new()!
      if font.systemTracking != 0, let spacing = pango_attr_letter_spacing_new(
        Int32(saturating: (font.systemTracking * CGFloat(PANGO_SCALE)).rounded()))
      {
        spacing.pointee.start_index = 0
        spacing.pointee.end_index = UInt32.max
        pango_attr_list_insert(list, spacing)
      }
      pango_layout_set_attributes(layout, list)
      pango_attr_list_unref(list)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }
    let known = max(width("x x") - width("xx"), 0)
    spaceWidths[font] = known
    return known
  }
}

/// A font's own ascent and descent, in points, and the distance between its lines.
struct LineMetrics: Equatable {
  var ascent: CGFloat
  var descent: CGFloat
  /// The height of capital letters above the baseline.
  var capHeight: CGFloat
  /// The font's line gap, beyond its ascent and descent.
  var leading: CGFloat = 0
  /// The distance from one line's top to the next one's, before `lineSpacing`; the line
  /// height when `nil`.
  private var explicitPitch: CGFloat?

  init(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, leading: CGFloat = 0, linePitch: CGFloat? = nil) {
    self.ascent = ascent
    self.descent = descent
    self.capHeight = capHeight
    self.leading = leading
    explicitPitch = linePitch
  }

  /// The height of one line.
  var lineHeight: CGFloat { ascent + descent }
  /// The distance from one line's top to the next one's, before `lineSpacing`.
  var pitch: CGFloat { explicitPitch ?? lineHeight }
}

extension Text.TruncationMode {
  var pangoMode: PangoEllipsizeMode {
    switch self {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }
}
