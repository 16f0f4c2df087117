/// The font files the renderer draws every text with, and the Debian package each comes
/// from: what an environment check fingerprints so that baselines are only compared where
/// text is drawn with the same fonts.
///
/// ```swift
/// for font in RendererFonts.files { print(font.package, font.path) }
/// ```
public enum RendererFonts {
  /// Every pinned file (the text fonts, then the symbol stand-ins' icon fonts), in a fixed
  /// order, then Apple's files when ``AppleFonts`` draws the
  /// system fonts (their package is empty: they come from no Debian package).
  public static var files: [(path: String, package: String)] {
    (PinnedFonts.files + PinnedFonts.symbolFiles).map { ($0.path, $0.package) } + AppleFonts.files.map { ($0, "") }
  }
}
