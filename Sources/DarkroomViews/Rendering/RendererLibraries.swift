import CPangoCairo

/// The versions of the C libraries the renderer draws with, as loaded in this process (not
/// as built against): what an environment check records so that baselines are only compared
/// where the same code drew them. The fonts it draws with are ``RendererFonts``.
///
/// ```swift
/// for library in RendererLibraries.versions { print(library.name, library.version) }
/// // cairo 1.16.0
/// // fontconfig 2.14.1
/// ```
public enum RendererLibraries {
  /// cairo's, then fontconfig's version, in that fixed order.
  public static var versions: [(name: String, version: String)] {
    [("cairo", cairoVersion), ("fontconfig", fontconfigVersion)]
  }

  /// cairo's version string, such as `1.16.0`.
  public static var cairoVersion: String { String(cString: cairo_version_string()) }

  /// fontconfig's version, such as `2.14.1` (it reports one number, major × 10000 + minor × 100 + micro).
  public static var fontconfigVersion: String {
    let version = Int(FcGetVersion())
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
  }
}
