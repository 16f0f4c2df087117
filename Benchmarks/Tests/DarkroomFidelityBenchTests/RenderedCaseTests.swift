import DarkroomUI
import Foundation
import Testing

/// What the bench writes for each case: a PNG at the case's canvas and scale and a sidecar
/// saying how it was made, with nothing else left in the folder.
@Suite struct RenderedCaseTests {
  /// Each case's pixel size where its canvas fixes it (canvas points × scale); `nil` where the
  /// view's own size decides.
  static let expectedPixels: [String: (width: Int?, height: Int?)] = [
    "sst-checked-sizethatfits": (nil, nil),
    "sst-checked-fixed-200x100": (400, 200),
    "sst-checked-device-iphonese": (640, 1136),
    "dd-simpleview-short": (400, 400),
    "dd-previewstate-long-light": (400, 400),
    "dd-previewstate-long-dark": (400, 400),
    "dd-simplestate-long": (400, 400),
    "dd-tuplestate-large": (400, 400),
    "dd-modify-long": (400, 400),
    "clock-classic-border": (600, 600),
    "clock-cogwheel": (600, 600),
    "clock-moon": (600, 600),
    // 375 pt wide; the view's frame fixes its height at 68 pt.
    "prefire-green-button-iphone15": (750, 136),
    "prefire-logo-iphone15": (750, nil),
    "scannow-version-row": (1125, 270),
  ]

  /// Renders the named cases into a new folder, which `body` reads; the folder is removed after.
  private func withRendered(_ names: [String], _ body: (URL) throws -> Void) throws {
    let folder = try FidelityBenchTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FidelityBenchTool.run(["--out", folder.path] + names)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    try body(folder)
  }

  private func sidecar(_ name: String, in folder: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(arguments: expectedPixels.keys.sorted())
  func theCaseRendersAtItsCanvasPixelSize(name: String) throws {
    try withRendered([name]) { folder in
      let bitmap = try PNG.decode(file: folder.appendingPathComponent(name + ".png").path)
      let expected = try #require(Self.expectedPixels[name])
      #expect(bitmap.width == expected.width ?? bitmap.width)
      #expect(bitmap.height == expected.height ?? bitmap.height)
      #expect(bitmap.width > 0 && bitmap.height > 0)
      let json = try sidecar(name, in: folder)
      let traits = try #require(json["traits"] as? [String: Any])
      let scale = try #require(traits["scale"] as? Double)
      if let width = expected.width, let points = Self.points(json["layout"] as? String) {
        #expect(Double(width) == points * scale, "the layout \(json["layout"] ?? "") at @\(scale)")
      }
      #expect(json["error"] == nil)
      // Only the image and its sidecar are left: the strategy's own folder is gone.
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(files == [name + ".json", name + ".png"])
    }
  }

  @Test func theDarkCaseIsDrawnOnBlackAndTheLightOneOnWhite() throws {
    try withRendered(["dd-previewstate-long-dark", "dd-previewstate-long-light"]) { folder in
      for (name, appearance, background) in [
        ("dd-previewstate-long-dark", "dark", Pixel(red: 0, green: 0, blue: 0)),
        ("dd-previewstate-long-light", "light", Pixel(red: 255, green: 255, blue: 255)),
      ] {
        let bitmap = try PNG.decode(file: folder.appendingPathComponent(name + ".png").path)
        #expect(bitmap[0, 0] == background, "\(name)")
        let traits = try #require(try sidecar(name, in: folder)["traits"] as? [String: Any])
        #expect(traits["appearance"] as? String == appearance)
      }
    }
  }

  @Test func theDeviceCaseRecordsItsScreenAndTextSize() throws {
    try withRendered(["sst-checked-device-iphonese"]) { folder in
      let json = try sidecar("sst-checked-device-iphonese", in: folder)
      #expect(
        json["layout"] as? String
          == "device(iPhone SE, 320×568, safe area top 20 leading 0 bottom 0 trailing 0)")
      let traits = try #require(json["traits"] as? [String: Any])
      #expect(traits["contentSize"] as? String == "medium")
      #expect(traits["horizontalSizeClass"] as? String == "compact")
    }
  }

  @Test func aRecordModeForcedFromTheShellDoesNotKeepTheRenderFromBeingWritten() throws {
    let folder = try FidelityBenchTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FidelityBenchTool.run(
      ["--out", folder.path, "clock-moon"],
      environment: ["DARKROOM_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "never"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("clock-moon.png").path))
  }

  /// The canvas width in a sidecar's layout: `fixed(200×100)`, `device(…, 320×568, …)` or
  /// `width(375), fitted height`.
  static func points(_ layout: String?) -> Double? {
    guard let layout else { return nil }
    let digits = layout.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    if layout.hasPrefix("device"), let comma = layout.firstIndex(of: ",") {
      return Double(
        layout[layout.index(after: comma)...].drop { !$0.isNumber }.prefix { $0.isNumber })
    }
    return Double(digits)
  }
}
