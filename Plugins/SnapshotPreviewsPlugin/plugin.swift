import Foundation
import PackagePlugin

/// `swift package snapshot-previews export <folder> | names <file> | layout | record <baselines>
/// | verify <baselines> [options]`: `darkroom previews` from SwiftPM. The plugin builds the
/// package's tests through SwiftPM (a build started from inside a plugin would wait for
/// SwiftPM's own lock) and hands every argument to the `darkroom` tool with the built test
/// binary, so both take the same options and exit the same way. No test code is needed.
@main
struct SnapshotPreviewsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let mode = arguments.first, ["export", "names", "layout", "record", "verify"].contains(mode) else {
      Diagnostics.error(
        "usage: swift package snapshot-previews export <folder> | names <file> | layout | record <baselines> | verify <baselines> [options]; "
          + "the options are darkroom previews' (darkroom help previews)")
      return
    }
    var configuration = PackageManager.BuildConfiguration.debug
    if let index = arguments.firstIndex(where: { $0 == "-c" || $0 == "--configuration" }), index + 1 < arguments.count,
      arguments[index + 1] == "release"
    {
      configuration = .release
    }
    let build = try packageManager.build(.all(includingTests: true), parameters: .init(configuration: configuration, echoLogs: false))
    guard build.succeeded else {
      Diagnostics.error("the package's tests did not build (a test target must depend on DarkroomPreviews):\n\(build.logText)")
      return
    }
    guard let binary = try testBinary(build) else {
      Diagnostics.error("no test binary was built; add a test target that depends on DarkroomPreviews")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "DarkroomCLI").url
    process.arguments = ["previews"] + arguments + ["--test-binary", binary.path]
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.error("some previews failed or changed; see the summary above")
    default: Diagnostics.error("the previews could not run; see the message above")
    }
  }

  /// `<Package>PackageTests.xctest` beside the built artifacts: the newest, when the folder
  /// holds several packages' test binaries.
  private func testBinary(_ build: PackageManager.BuildResult) throws -> URL? {
    guard let folder = build.builtArtifacts.first?.url.deletingLastPathComponent() else { return nil }
    let candidates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])
      .filter { $0.lastPathComponent.hasSuffix("PackageTests.xctest") }
    func modified(_ url: URL) -> Date {
      (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
    }
    return candidates.max { modified($0) < modified($1) }
  }
}
