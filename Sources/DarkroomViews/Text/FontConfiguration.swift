import CPangoCairo

import Synchronization

/// The process's private fontconfig configuration: the pinned font files, the files a
/// project registered with ``FontRegistry``, and the fallback rules; nothing from the system.
/// Shared by every text engine (fontconfig is thread-safe) and never released. A
/// registration does not change a configuration in use: the next render gets a new one.
final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer

  private static let latest = Mutex<Result<FontConfiguration, any Error>?>(nil)

  /// The configuration with every font registered so far, or the reason it could not be
  /// built.
  static func current() throws -> FontConfiguration {
    try latest.withLock { latest in
      if let latest { return latest }
      let built = Result { try FontConfiguration(registered: FontRegistry.files + AppleFonts.current().files) }
      latest = built
      return built
    }.get()
  }

  /// Makes the next ``current()`` build a configuration with the fonts registered since.
  static func invalidate() {
    latest.withLock { $0 = nil }
  }

  private init(registered: [String]) throws {
    for file in PinnedFonts.files where !FileManager.default.fileExists(atPath: file.path) {
      throw MissingFontError(path: file.path, package: file.package)
    }
    guard let config = FcConfigCreate() else {
      throw FontConfigurationError(reason: "FcConfigCreate returned nothing")
    }
    let rules = Array(PinnedFonts.configuration.utf8) + [0]
    guard FcConfigParseAndLoadFromMemory(config, rules, 1) != 0 else {
      FcConfigDestroy(config)
      throw FontConfigurationError(reason: "fontconfig rejected the fallback rules")
    }
    for path in PinnedFonts.files.map(\.path) + registered {
      let added = path.withCString { cPath in
        cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
      }
      guard added != 0 else {
        FcConfigDestroy(config)
        throw FontConfigurationError(reason: "fontconfig could not read \(path)")
      }
    }
    self.config = config
  }

  /// The files of every font the configuration knows, application and system sets alike.
  var fontFiles: Set<String> {
    var files: Set<String> = []
    for set in [FcSetApplication, FcSetSystem] {
      guard let fonts = FcConfigGetFonts(config, set) else { continue }
      for index in 0..<Int(fonts.pointee.nfont) {
        var file: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(fonts.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
          files.insert(String(cString: file))
        }
      }
    }
    return files
  }
}
