import DarkroomScreenshots
import DarkroomStrings
import DarkroomUI
import Foundation

// Times framed store screenshots: 5 languages × 3 screens × 2 sizes (iPhone 6.9", iPad 13"),
// each rendered, framed with its fitted title, encoded as an RGB PNG and written, as
// `darkroom screenshots` does. Usage: darkroom-screenshots-bench [output folder]
// (a temporary folder by default, removed afterwards). Build with -c release for the
// figures the README quotes.

@MainActor func runBench() throws {
  let arguments = CommandLine.arguments.dropFirst()
  let output = arguments.first ?? NSTemporaryDirectory() + "darkroom-screenshots-bench-\(getpid())"
  let keepsOutput = arguments.first != nil
  defer { if !keepsOutput { try? FileManager.default.removeItem(atPath: output) } }
  let strings = BenchCatalog.make()
  let plan = ScreenshotPlan(
    screens: [
      .init("main", title: "shots.main.title", keyword: "shots.main.keyword"), .init("list", title: "shots.list.title"),
      .init("settings", title: "shots.settings.title"),
    ],
    sizes: [.iPhone69, .iPad13], framing: .framed(.standard))
  let screens = [
    ScreenshotScreen("main") { BenchMainScreen() }, ScreenshotScreen("list") { BenchListScreen() },
    ScreenshotScreen("settings") { BenchSettingsScreen() },
  ]
  let job = ScreenshotExporter.Job(
    run: "bench", screens: screens, languages: ["en", "ja", "de", "es", "ar"], plan: plan, output: output, strings: strings,
    showsProgress: ProcessInfo.processInfo.environment["BENCH_PROGRESS"] == "1")
  let result = try ScreenshotExporter.export(job)
  let times = result.entries.map(\.seconds).sorted()
  func percentile(_ share: Double) -> Double { times[min(times.count - 1, Int((Double(times.count - 1) * share).rounded()))] }
  #if DEBUG
    let build = "debug"
  #else
    let build = "release"
  #endif
  print("darkroom-screenshots-bench (\(build)): \(result.entries.count) framed screenshots (5 languages × 3 screens × iPhone 6.9\" + iPad 13\")")
  print(String(format: "total %.2f s · per screenshot median %.0f ms, p90 %.0f ms", result.seconds, percentile(0.5) * 1000, percentile(0.9) * 1000))
  for size in plan.sizes {
    let sized = result.entries.filter { $0.size == size.name }.map(\.seconds).sorted()
    print(String(format: "  %@ (%d×%d): median %.0f ms", size.displayName, size.pixelSize.width, size.pixelSize.height, sized[sized.count / 2] * 1000))
  }
}

do {
  try MainActor.assumeIsolated { try runBench() }
} catch {
  FileHandle.standardError.write(Data("darkroom-screenshots-bench: \(error)\n".utf8))
  exit(2)
}
