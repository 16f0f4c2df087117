import DarkroomFiles
import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI

/// Run configurations (applied to a declared matrix, whose states are then listed),
/// summaries and manifests (read from their files, written again and read back).
enum RunFilesHarness {
  /// The run a configuration is applied to: two screens, one language, the default device.
  private static func declared() -> RunMatrix {
    RunMatrix(
      "shop", screens: [RunScreen("paywall") { Text("Paywall") }, RunScreen("settings") { Text("Settings") }],
      languages: ["en"])
  }

  static func configuration(file: String) -> FuzzOutcome {
    do {
      let configuration = try RunConfiguration.read(from: file)
      let matrix = try configuration.apply(to: declared())
      return .value("\(matrix.states.count) states")
    } catch {
      return .rejection(error.message, naming: file)
    }
  }

  static func summary(folder: String, file: String) -> FuzzOutcome {
    let summary: RunSummary
    do { summary = try ReportFolder.readSummary(folder) } catch { return .rejection(error.message, naming: file) }
    _ = (summary.line, summary.passed, summary.counts)
    let again: RunSummary
    do { again = try RunSummary(json: try JSONValue.parse(summary.json.text(), source: file), source: file) } catch {
      return .inconsistent("the summary as written is not read back: \(error)")
    }
    guard again.results.count == summary.results.count, again.run == summary.run, again.axes == summary.axes else {
      return .inconsistent("the summary read back differs from the one written")
    }
    return .value("\(summary.results.count) states, \(summary.line)")
  }

  static func manifest(file: String, scratch: String) -> FuzzOutcome {
    let manifest: RunManifest
    do { manifest = try RunManifest.read(from: file) } catch { return .rejection(error.message, naming: file) }
    if let mismatch = manifest.mismatch(with: manifest) { return .inconsistent("a manifest differs from itself: \(mismatch)") }
    let copy = "\(scratch)/written-manifest.json"
    do {
      try FileBytes.writeAtomically(Array(manifest.json.text(pretty: true).utf8), to: copy)
      let again = try RunManifest.read(from: copy)
      guard again == manifest else { return .inconsistent("the manifest read back differs from the one written") }
    } catch {
      return .inconsistent("the manifest as written is not read back: \(error)")
    }
    return .value("\(manifest.states.count) states, \(manifest.environment.count) environment entries")
  }
}
