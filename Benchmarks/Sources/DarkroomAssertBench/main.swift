// darkroom-assert-bench: times image assertions through the real assertion path
// (`verifySnapshot` with the `.image` strategy), outside a test runner, in a temporary folder.
//
//   darkroom-assert-bench [--runs 5] [--case receipt-card|full-screen]
//
// For each image it prints tab-separated lines: build, image, step, median ms, fastest ms.
// Steps: render (ImageRenderer.render() alone), record (render, encode, write the reference),
// pass (render, read the reference, compare), fail (render, compare, write the new image,
// the diff image and the reference | new | diff strip). scripts/assert-bench.sh builds
// debug and release and prints both side by side.
import DarkroomUI
import Foundation

#if DEBUG
let build = "debug"
#else
let build = "release"
#endif

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}
let runs = option("--runs").flatMap(Int.init) ?? 5
let only = option("--case")

struct BenchFailure: Error, CustomStringConvertible {
  let description: String
}

let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("darkroom-assert-bench-\(getpid())", isDirectory: true)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let artifacts = folder.appendingPathComponent("artifacts").path
setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)

func report(_ benchCase: BenchCase, _ step: String, _ samples: [Double]) {
  let line = [build, "\(benchCase.name) \(benchCase.pixels)", step, String(format: "%.1f", median(samples)),
              String(format: "%.1f", samples.first ?? 0)]
  print(line.joined(separator: "\t"))
}

@MainActor func run() throws {
for benchCase in [BenchCase.receiptCard(), BenchCase.fullScreen()] where only == nil || only == benchCase.name {
  let references = folder.appendingPathComponent(benchCase.name).path
  // Warm up: fonts, text layouts, buffers.
  _ = try benchCase.render()
  _ = benchCase.verify(.all, references)

  report(benchCase, "render", try timed(runs: runs) { _ = try benchCase.render() })
  report(benchCase, "pass", try timed(runs: runs) {
    if let failure = benchCase.verify(.never, references) { throw BenchFailure(description: "expected a pass: \(failure)") }
  })
  report(benchCase, "record", try timed(runs: runs) {
    guard benchCase.verify(.all, references) != nil else { throw BenchFailure(description: "expected a recording") }
  })
  report(benchCase, "fail", try timed(runs: runs) {
    guard let failure = benchCase.verifyChanged(references) else {
      throw BenchFailure(description: "expected the changed view to fail")
    }
    let written = (try? FileManager.default.subpathsOfDirectory(atPath: artifacts)) ?? []
    for suffix in [".\(benchCase.name).diff.png", ".\(benchCase.name).strip.png"]
    where !written.contains(where: { $0.hasSuffix(suffix) }) {
      throw BenchFailure(description: "the failure did not write its \(suffix): \(written)\n\(failure)")
    }
  })
}
}

do {
  try run()
} catch {
  FileHandle.standardError.write(Data("darkroom-assert-bench: \(error)\n".utf8))
  exit(1)
}
