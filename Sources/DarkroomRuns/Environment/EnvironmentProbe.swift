import DarkroomRunsCore
import DarkroomUI

/// The environment a run renders in, as the manifest records it: Darkroom's version, the
/// renderer's (cairo and fontconfig as loaded, and the Debian packages of cairo, Pango,
/// HarfBuzz, FreeType and fontconfig), the Swift compiler that built the views, the pinned
/// font packages and a hash of every font file, and each device's screen.
///
/// ```swift
/// let manifest = RunManifest(run: "shop", environment: EnvironmentProbe.entries(devices: [.iPhone15]), axes: [], states: [])
/// ```
public enum EnvironmentProbe {
  /// The renderer's own version: raise it when a change to the view layer changes pixels.
  public static let rendererVersion = "1"

  /// The Debian packages whose code draws the pixels.
  static let rendererPackages = ["libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0", "libharfbuzz0b", "libfreetype6", "libfontconfig1", "libpixman-1-0"]

  /// The entries, in a fixed order.
  public static func entries(devices: [PreviewDeviceSpec]) -> [(String, String)] {
    var entries: [(String, String)] = [
      ("darkroom", DarkroomVersion.current),
      ("renderer", rendererVersion),
      ("swift", swiftVersion),
    ]
    for library in RendererLibraries.versions { entries.append(("renderer.\(library.name)", library.version)) }
    let fonts = RendererFonts.files
    var packages = rendererPackages
    // Apple's fonts, when a team uses them, come from no package: their fingerprints say it all.
    for font in fonts where !font.package.isEmpty && !packages.contains(font.package) { packages.append(font.package) }
    let versions = PackageVersions.installed(packages)
    for package in packages {
      entries.append(("package.\(package)", versions[package] ?? "not installed"))
    }
    for font in fonts {
      entries.append(("font.\(font.path)", FontFingerprint.of(font.path)))
    }
    for device in devices {
      let inset = device.safeArea
      entries.append((
        "device.\(device.name)",
        "\(number(device.screen.width))×\(number(device.screen.height)) pt @\(number(device.scale))x, safe area "
          + "\(number(inset.top)) \(number(inset.leading)) \(number(inset.bottom)) \(number(inset.trailing))"
      ))
    }
    return entries
  }

  /// The version of the compiler that built this code (its language mode's major and minor).
  static var swiftVersion: String {
    #if compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }
}
