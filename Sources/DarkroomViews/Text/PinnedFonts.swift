/// The only font files text is ever drawn with, from Debian's font packages, and the
/// private fontconfig configuration that lists them. No system font can take part: the
/// configuration knows no other file and reads no system configuration.
enum PinnedFonts {
  static let textFamily = "Inter"
  static let displayFamily = "Inter Display"
  static let monospacedFamily = "Noto Sans Mono CJK JP"

  /// Every pinned family; a font map built from ``files`` lists exactly these.
  static let families: Set<String> = [
    "Inter", "Inter Display",
    "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK",
    "Noto Sans Mono CJK JP", "Noto Sans Mono CJK KR", "Noto Sans Mono CJK SC", "Noto Sans Mono CJK TC",
    "Noto Sans Mono CJK HK", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji",
  ]

  /// A pinned file and the Debian package that installs it.
  struct File: Hashable {
    let path: String
    let package: String
  }

  static let files: [File] = {
    let interStyles = [
      "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]
    var files: [File] = []
    for family in ["Inter", "InterDisplay"] {
      for style in interStyles {
        files.append(File(path: "/usr/share/fonts/opentype/inter/\(family)-\(style).otf", package: "fonts-inter"))
        let italic = style == "Regular" ? "Italic" : style + "Italic"
        files.append(File(path: "/usr/share/fonts/opentype/inter/\(family)-\(italic).otf", package: "fonts-inter"))
      }
    }
    for weight in ["Regular", "Bold"] {
      files.append(File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-\(weight).ttc", package: "fonts-noto-cjk"))
      for script in ["Arabic", "Hebrew"] {
        files.append(
          File(path: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\(weight).ttf", package: "fonts-noto-core"))
      }
    }
    files.append(File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
    return files
  }()

  /// The configuration: which family stands in for generic names, the order fallback fonts
  /// are tried in after Inter, and the scaling of the emoji bitmaps. Rendering options are deliberately absent: antialias
  /// and hinting set here make Noto Color Emoji vanish on cairo 1.16, so they are set on
  /// the Pango context instead.
  static let configuration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <alias binding="same">
        <family>sans-serif</family>
        <prefer><family>Inter</family></prefer>
      </alias>
      <alias binding="same">
        <family>system-ui</family>
        <prefer><family>Inter</family></prefer>
      </alias>
      <alias binding="same">
        <family>monospace</family>
        <prefer><family>Noto Sans Mono CJK JP</family></prefer>
      </alias>
      <alias binding="same">
        <family>emoji</family>
        <prefer><family>Noto Color Emoji</family></prefer>
      </alias>
      <alias binding="same">
        <family>Inter</family>
        <accept><family>Noto Sans Arabic</family><family>Noto Sans Hebrew</family><family>Noto Color Emoji</family></accept>
      </alias>
      <alias binding="same">
        <family>Inter Display</family>
        <accept><family>Inter</family><family>Noto Sans Arabic</family><family>Noto Sans Hebrew</family><family>Noto Color Emoji</family></accept>
      </alias>
      <!-- Noto Color Emoji has bitmaps at one size only (it has no outlines); scale them to
           the size asked for, by the ratio of the pixel sizes asked for and drawn, and then to
           Apple Color Emoji's measure: its emoji advance 1.083 em (65 pt at 60 pt, as an iOS 17
           simulator draws U+1F525), Noto's 1.242 em: 0.87 of it, as measured through this configuration. Ink and advance
           shrink together; outline fonts (all other text) are not matched. -->
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="matrix" mode="assign">
          <matrix>
            <times><name>pixelsizefixupfactor</name><double>0.8700</double></times><double>0</double>
            <double>0</double><times><name>pixelsizefixupfactor</name><double>0.8700</double></times>
          </matrix>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>
    </fontconfig>
    """
}

/// Text cannot be drawn because a pinned font is missing.
public struct MissingFontError: Error, CustomStringConvertible, Equatable {
  /// The file that is not there.
  public let path: String
  /// The Debian package that installs it.
  public let package: String

  public var description: String {
    "The font file \(path) is missing, so text cannot be drawn with the pinned fonts. "
      + "Run scripts/setup.sh (it installs the Debian package \(package)) and try again."
  }
}

/// fontconfig refused the private configuration.
public struct FontConfigurationError: Error, CustomStringConvertible, Equatable {
  public let reason: String
  public var description: String {
    "The renderer's private font configuration could not be set up: \(reason). "
      + "Check that fontconfig 2.13 or later is installed (scripts/setup.sh installs it)."
  }
}
