import Synchronization

/// Text engines waiting to be used. Pango font maps and contexts must not be shared between
/// threads, so each render borrows an engine for its whole length and returns it; renders
/// running at the same time get different engines.
final class TextEnginePool: Sendable {
  static let shared = TextEnginePool()

  private let idle = Mutex<[TextEngine]>([])

  /// Runs `body` with an engine no other render is using.
  ///
  /// - Throws: ``MissingFontError`` or ``FontConfigurationError`` when the pinned fonts
  ///   cannot be set up.
  func withEngine<Result>(_ body: (TextEngine) throws -> Result) throws -> Result {
    let configuration = try FontConfiguration.current()
    // An engine made before a font was registered is dropped: its font map cannot see it.
    let engine = idle.withLock { idle in
      idle.removeAll { $0.configuration !== configuration }
      return idle.popLast()
    } ?? TextEngine(configuration: configuration)
    defer { idle.withLock { $0.append(engine) } }
    return try body(engine)
  }
}
