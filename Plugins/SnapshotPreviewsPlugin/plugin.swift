import Foundation
import PackagePlugin

/// `swift package snapshot-previews export <folder> | names <file> | record <folder> |
/// verify <folder> | layout [options]`: the
/// same run as `darkroom previews`, from SwiftPM. It builds the package's tests, then runs the
/// test binary's `DarkroomPreviewsRun` test (in every binary that links `DarkroomPreviews`)
/// with the mode and filters in its environment. No test code is needed.
@main
struct SnapshotPreviewsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    var environment = ProcessInfo.processInfo.environment
    environment["DARKROOM_PREVIEWS_RUN"] = "1"
    for (option, key) in [
      ("module", "DARKROOM_PREVIEWS_MODULES"), ("exclude-module", "DARKROOM_PREVIEWS_EXCLUDE_MODULES"),
      ("include", "DARKROOM_PREVIEWS_INCLUDE"), ("exclude", "DARKROOM_PREVIEWS_EXCLUDE"),
    ] {
      let values = extractor.extractOption(named: option)
      if !values.isEmpty { environment[key] = values.joined(separator: ",") }
    }
    if let device = extractor.extractOption(named: "device").last { environment["DARKROOM_PREVIEWS_DEVICE"] = device }
    if extractor.extractFlag(named: "no-gallery") > 0 { environment["DARKROOM_PREVIEWS_GALLERY"] = "0" }
    if extractor.extractFlag(named: "in-process") > 0 { environment["DARKROOM_PREVIEWS_IN_PROCESS"] = "1" }
    let positional = extractor.remainingArguments
    let cwd = FileManager.default.currentDirectoryPath
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : cwd + "/" + path }
    switch (positional.first, positional.count) {
    case ("export", 2): environment["SNAPSHOTS_EXPORT_DIR"] = absolute(positional[1])
    case ("names", 2): environment["SNAPSHOTS_ALL_IMAGE_NAMES_FILE"] = absolute(positional[1])
    case ("record", 2): environment["DARKROOM_PREVIEWS_RECORD"] = absolute(positional[1])
    case ("verify", 2): environment["DARKROOM_PREVIEWS_VERIFY"] = absolute(positional[1])
    case ("layout", 1): environment["DARKROOM_PREVIEWS_LAYOUT_ONLY"] = "1"
    default:
      Diagnostics.error("usage: swift package snapshot-previews export <folder> | names <file> | record <folder> | verify <folder> | layout [--module M] [--include REGEX] …")
      return
    }

    let build = try packageManager.build(.all(includingTests: true), parameters: .init(configuration: .debug, echoLogs: false))
    guard build.succeeded else {
      Diagnostics.error("the package's tests did not build (test targets must depend on DarkroomPreviews):\n\(build.logText)")
      return
    }
    // Any built artifact gives the products folder; the tests are `<Package>PackageTests.xctest` in it.
    guard let artifact = build.builtArtifacts.first else {
      Diagnostics.error("the build produced nothing to find the test binary by")
      return
    }
    let folder = artifact.url.deletingLastPathComponent()
    let tests = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("PackageTests.xctest") }
    guard let binary = tests.first else {
      Diagnostics.error("no test binary in \(folder.path); add a test target that depends on DarkroomPreviews")
      return
    }
    let process = Process()
    process.executableURL = folder.appendingPathComponent(binary)
    process.arguments = ["--testing-library", "swift-testing", "--filter", "DarkroomPreviewsRun"]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("some previews failed; see the summary above")
    }
  }
}
