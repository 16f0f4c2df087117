import DarkroomImage
import Foundation

/// The committed fixture files beside these tests (made by `Fixtures/make_fixtures.py`).
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The names (without extension) of the decoding fixtures that have expected pixels.
  static var decodingNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("decoding").path)) ?? []
    return files.filter { $0.hasSuffix(".rgba") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func bitmap(_ name: String) throws -> Bitmap {
    try PNG.decode(file: path(name))
  }
}

/// A scratch folder removed when the value is released.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-image-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}

extension Bitmap {
  /// A bitmap whose pixels come from a function of their position.
  init(width: Int, height: Int, scale: Double = 1, pixel: (Int, Int) -> Pixel) {
    self.init(width: width, height: height, scale: scale)
    for y in 0..<height {
      for x in 0..<width { self[x, y] = pixel(x, y) }
    }
  }
}
