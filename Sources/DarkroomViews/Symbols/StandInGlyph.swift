import Foundation
import Synchronization

/// A glyph of an open icon font that stands in for an SF Symbol when no template is
/// available: Pictogrammers' Material Design Icons for most names (it has outlined and
/// filled variants of one design), Google's Material Icons for the few it lacks.
struct StandInGlyph: Hashable, Sendable {
  enum Font: Hashable, Sendable, CaseIterable {
    case materialDesignIcons, materialIcons

    /// The pinned file: read by the symbol renderer only, never offered to text.
    var file: PinnedFonts.File {
      switch self {
      case .materialDesignIcons:
        PinnedFonts.File(
          path: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
          package: "fonts-materialdesignicons-webfont")
      case .materialIcons:
        PinnedFonts.File(
          path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
          package: "fonts-material-design-icons-iconfont")
      }
    }
  }

  let font: Font
  let scalar: UInt32

  /// Every name with a stand-in: the 300 most used and the next ones. Where a name is in
  /// both tables, the first row wins.
  static let table: [String: StandInGlyph] = {
    var table: [String: StandInGlyph] = [:]
    for rows in [mostUsedRows, moreUsedRows] {
      for row in rows.split(separator: "\n") {
        guard let (name, glyph) = parse(row: row), table[name] == nil else { continue }
        table[name] = glyph
      }
    }
    return table
  }()

  /// A table row: name, font (`mdi` or `material`), hexadecimal codepoint, the glyph's name.
  static func parse(row: Substring) -> (String, StandInGlyph)? {
    let fields = row.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count >= 3, let scalar = UInt32(fields[2], radix: 16) else { return nil }
    let font: Font
    switch fields[1] {
    case "mdi": font = .materialDesignIcons
    case "material": font = .materialIcons
    default: return nil
    }
    return (String(fields[0]), StandInGlyph(font, scalar))
  }

  init(_ font: Font, _ scalar: UInt32) {
    self.font = font
    self.scalar = scalar
  }

  /// Both icon fonts draw on a 24-unit grid whose live area is 20 units (2 units of padding
  /// each side): a full-size icon, a circle, spans 20/24 of the em.
  static let liveAreaOfEm: CGFloat = 20.0 / 24.0

  /// The glyph's outline in ems (1 = the font's em), y down, centred on the em box's middle
  /// (x = 0.5, y = 0). Read once per process.
  func outline() throws -> Path? {
    let outlines = try StandInFonts.outlines(of: font)
    guard let path = outlines.font.outline(of: scalar) else { return nil }
    let unit = 1 / outlines.font.unitsPerEm
    // The em box runs from the ascender down to the descender; its middle is the icon's.
    let middle = -(outlines.font.ascender + outlines.font.descender) / 2
    return path.applying(AffineMap(a: unit, d: unit, tx: 0, ty: -middle * unit))
  }
}

extension PinnedFonts {
  /// The icon fonts stand-in symbols are drawn with; see ``StandInGlyph``.
  static var symbolFiles: [File] { StandInGlyph.Font.allCases.map(\.file) }
}

/// The icon fonts, read once per process.
enum StandInFonts {
  struct Loaded: Sendable {
    let font: TrueTypeOutlines
  }

  private static let loaded = Mutex<[StandInGlyph.Font: Result<Loaded, any Error>]>([:])

  static func outlines(of font: StandInGlyph.Font) throws -> Loaded {
    try loaded.withLock { cache in
      if let cached = cache[font] { return try cached.get() }
      let file = font.file
      let result: Result<Loaded, any Error>
      if FileManager.default.fileExists(atPath: file.path) {
        result = Result { Loaded(font: try TrueTypeOutlines(contentsOf: file.path)) }
      } else {
        result = .failure(MissingFontError(path: file.path, package: file.package))
      }
      cache[font] = result
      return try result.get()
    }
  }
}
