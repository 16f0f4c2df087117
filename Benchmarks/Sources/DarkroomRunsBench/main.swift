// Times a run and measures its peak memory: record then verify a matrix of full phone
// screens (the inbox screen, each with its own text) in four languages, light and dark, on
// iPhone 15 at 3x. Build with -c release:
//
//   make benchmarks                      # from the repository root: every bench, in release
//   Benchmarks/.build/release/darkroom-runs-bench --states 32
//   Benchmarks/.build/release/darkroom-runs-bench --states 1000
//
// It prints the record and verify times, the milliseconds per state, and the process's peak
// resident memory (getrusage), so that runs of different sizes can be compared. With
// --isolated the states render in a child process, as `darkroom run` renders them, and the
// child's peak is printed too.
import DarkroomBenchViews
import DarkroomRuns
import DarkroomRunsCore
import Foundation

var states = 32
var isolated = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  if argument == "--states", let value = arguments.next().flatMap(Int.init), value >= 8, value % 8 == 0 {
    states = value
  } else if argument == "--isolated" {
    isolated = true
  } else {
    FileHandle.standardError.write(Data("usage: darkroom-runs-bench [--states <a multiple of 8>] [--isolated]\n".utf8))
    exit(2)
  }
}

func matrix(changed: Bool, states: Int) -> RunMatrix {
  let screens = (0..<states / 8).map { index in
    RunScreen("inbox-\(index)") { benchInbox(salt: changed && index == 0 ? "changed" : "\(index)") }
  }
  return RunMatrix("bench", screens: screens, languages: ["en", "ja", "de", "ar"], appearances: [.light, .dark])
}

func peakMegabytes(children: Bool = false) -> Double {
  var usage = rusage()
  getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

let folder = NSTemporaryDirectory() + "darkroom-runs-bench-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: folder) }
do {
  var recordOptions = RunOptions(mode: .record, baselines: folder + "/baselines", report: folder + "/report")
  recordOptions.isolated = isolated
  let record = try RunEngine.run(matrix(changed: false, states: states), recordOptions)
  let afterRecord = peakMegabytes()
  var verifyOptions = RunOptions(mode: .verify, baselines: folder + "/baselines", report: folder + "/report")
  verifyOptions.isolated = isolated
  let verify = try RunEngine.run(matrix(changed: true, states: states), verifyOptions)
  let summary = verify.summary!
  print("darkroom-runs-bench: \(states) states (inbox screen × en ja de ar × light dark, iPhone 15 @3x)\(isolated ? ", in a child process" : "")")
  print("  record  \(String(format: "%.2f", record.seconds)) s  (\(String(format: "%.1f", record.seconds * 1000 / Double(states))) ms a state)")
  print("  verify  \(String(format: "%.2f", verify.seconds)) s  (\(String(format: "%.1f", verify.seconds * 1000 / Double(states))) ms a state; \(summary.line))")
  print("  peak resident memory  \(String(format: "%.0f", peakMegabytes())) MB (after record: \(String(format: "%.0f", afterRecord)) MB)")
  if isolated { print("  the children's peak   \(String(format: "%.0f", peakMegabytes(children: true))) MB") }
} catch {
  FileHandle.standardError.write(Data("darkroom-runs-bench: \(error)\n".utf8))
  exit(2)
}
