import CPangoCairo

/// The process's private fontconfig configuration: the pinned font files and the fallback
/// rules, nothing from the system. Built once, shared by every text engine (fontconfig is
/// thread-safe), never released.
final class FontConfiguration: @unchecked Sendable {
  let config: OpaquePointer

  /// The shared configuration, or the reason it could not be built.
  static let shared: Result<FontConfiguration, any Error> = Result { try FontConfiguration() }

  private init() throws {
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
    for file in PinnedFonts.files {
      let added = file.path.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
      }
      guard added != 0 else {
        FcConfigDestroy(config)
        throw FontConfigurationError(reason: "fontconfig could not read \(file.path)")
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
