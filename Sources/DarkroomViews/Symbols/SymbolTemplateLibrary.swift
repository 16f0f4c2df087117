import Foundation
import Synchronization

extension Image {
  /// The folder of SF Symbols templates symbols are drawn from, best of all: a template
  /// named `<symbol name>.svg` (for example `checkmark.circle.fill.svg`) exported from
  /// Apple's SF Symbols app with File > Export Template. `nil` (the default) reads the
  /// folder from the `DARKROOM_SYMBOLS` environment variable, when it is set.
  ///
  /// A folder that does not exist, or a template in it that cannot be read, makes the render
  /// that needs it throw a ``SymbolTemplateError`` naming the folder or file.
  ///
  /// ```swift
  /// Image.symbolTemplatesFolder = URL(fileURLWithPath: "Tests/SymbolTemplates")
  /// ```
  public static var symbolTemplatesFolder: URL? {
    get { SymbolTemplateLibrary.configuredFolder.withLock { $0 } }
    set {
      SymbolTemplateLibrary.configuredFolder.withLock { $0 = newValue }
      SymbolTemplateLibrary.cache.withLock { $0 = [:] }
    }
  }

  /// Checks a templates folder now (``symbolTemplatesFolder`` when `folder` is `nil`): every
  /// `.svg` in it is read, and the first that is not a template throws, so that a broken
  /// folder fails in a suite's setup and not mid-render.
  ///
  /// ```swift
  /// try Image.validateSymbolTemplates()
  /// ```
  public static func validateSymbolTemplates(in folder: URL? = nil) throws(SymbolTemplateError) {
    guard let folder = folder ?? SymbolTemplateLibrary.folder() else { return }
    try SymbolTemplateLibrary.checkFolder(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".svg") {
      _ = try SymbolTemplateLibrary.template(at: folder.appendingPathComponent(file))
    }
  }
}

/// Finds and keeps the templates read so far; a file is read once per process (until the
/// folder changes).
enum SymbolTemplateLibrary {
  static let configuredFolder = Mutex<URL?>(nil)
  static let cache = Mutex<[String: Result<SymbolTemplate, SymbolTemplateError>]>([:])

  static func folder() -> URL? {
    folder(environment: ProcessInfo.processInfo.environment, configured: configuredFolder.withLock { $0 })
  }

  /// The folder the API set, else the one `DARKROOM_SYMBOLS` names.
  static func folder(environment: [String: String], configured: URL?) -> URL? {
    if let configured { return configured }
    guard let path = environment["DARKROOM_SYMBOLS"], !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path)
  }

  static func checkFolder(_ folder: URL) throws(SymbolTemplateError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .folderMissing(path: folder.path)
    }
  }

  /// The template for `name`, `nil` when the folder has none, or the reason it cannot be used.
  static func template(named name: String) throws(SymbolTemplateError) -> SymbolTemplate? {
    guard let folder = folder() else { return nil }
    try checkFolder(folder)
    guard !name.contains("/"), !name.hasPrefix(".") else { return nil }
    let file = folder.appendingPathComponent(name + ".svg")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try template(at: file)
  }

  static func template(at file: URL) throws(SymbolTemplateError) -> SymbolTemplate {
    if let cached = cache.withLock({ $0[file.path] }) { return try cached.get() }
    let result: Result<SymbolTemplate, SymbolTemplateError>
    if let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) {
      do throws(SymbolTemplateError) {
        result = .success(try SymbolTemplate(svg: text, file: file.path))
      } catch {
        result = .failure(error)
      }
    } else {
      result = .failure(.unreadable(file: file.path))
    }
    cache.withLock { $0[file.path] = result }
    return try result.get()
  }
}
