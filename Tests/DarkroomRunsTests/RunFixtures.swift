import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI
import Foundation

/// A small card that shows its language's greeting, tinted by its version: version 2 is the
/// "changed" build of the app.
struct GreetingCard: View {
  let version: Int
  @Environment(\.locale) private var locale

  var body: some View {
    let greeting = locale.identifier.hasPrefix("ja") ? "こんにちは" : locale.identifier.hasPrefix("ar") ? "مرحبا" : "Hello"
    return HStack {
      Text(greeting).font(.headline)
      Spacer()
      Circle().fill(version == 2 ? Color.orange : Color.blue).frame(width: 16, height: 16)
    }
    .padding(8)
  }
}

/// Two small screens in two languages, light and dark: 8 states.
func sampleMatrix(version: Int = 1, languages: [String] = ["en", "ja"]) -> RunMatrix {
  RunMatrix(
    "cards",
    screens: [
      RunScreen("greeting", layout: .fixed(width: 120, height: 40)) { GreetingCard(version: version) },
      RunScreen("label", layout: .fixed(width: 120, height: 40)) { Text("Darkroom").padding(4) },
    ],
    languages: languages, appearances: [.light, .dark])
}

/// A fresh folder with `baselines` and `report` inside, removed by the caller.
struct RunFolder {
  let root = NSTemporaryDirectory() + "darkroom-run-\(UUID().uuidString)"
  var baselines: String { root + "/baselines" }
  var report: String { root + "/report" }

  /// The lint is off unless asked for: these tests are about statuses and images.
  func options(_ mode: RunOptions.Mode, report: String? = nil, lint: LintPolicy = .off, audit: AuditPolicy = .off) -> RunOptions {
    var options = RunOptions(mode: mode, baselines: baselines, report: report ?? self.report)
    options.lint = lint
    options.audit = audit
    return options
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

func read(_ path: String) -> String {
  (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// Runs the engine between two yields of the main actor, so that a long run of these tests
/// leaves the main actor to other tests' work in between (their timeouts keep counting).
@MainActor func runYielding(_ matrix: RunMatrix, _ options: RunOptions) async throws -> RunEngine.Outcome {
  await Task.yield()
  let outcome = try RunEngine.run(matrix, options)
  await Task.yield()
  return outcome
}
