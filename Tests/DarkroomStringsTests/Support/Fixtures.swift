import DarkroomStrings
import Foundation

/// The committed strings files beside the tests.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let app = folder.appendingPathComponent("App")

  static func appStrings() throws -> StringCatalogSet {
    try StringCatalogSet.load(from: app)
  }

  /// A fresh temporary folder, removed by the caller with `cleanUp`.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

extension Locale {
  static func tag(_ identifier: String) -> Locale { Locale(identifier: identifier) }
}
