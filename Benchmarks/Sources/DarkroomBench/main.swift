// darkroom-bench: times the image engine's phases on the benchmark pairs, in one process.
//
//   make benchmarks                      # from the repository root: every bench, in release
//   Benchmarks/.build/release/darkroom-bench "$BENCH_HOME/data" [--runs 9]
//
// Each phase runs --runs times after one warm-up; the table gives the median and the fastest
// run in milliseconds. Whole processes against the peers are timed by the peers' harness (peers.py).
@_spi(Benchmarks) import DarkroomPixels

#if canImport(Glibc)
import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 9
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
  runs = max(1, value)
  arguments.removeSubrange(index...(index + 1))
}
let folder = arguments.first ?? "data"
let stopwatch = Stopwatch(repetitions: runs)

print("| pair | phase | median ms | fastest ms | note |")
print("|---|---|---:|---:|---|")
func row(_ pair: String, _ phase: String, _ timing: Stopwatch.Timing, _ note: String = "") {
  print("| \(pair) | \(phase) | \(NumberText.fixed(timing.median)) | \(NumberText.fixed(timing.fastest)) | \(note) |")
}

for pair in ["phone", "desktop4k", "identical", "recompressed"] {
  let pathA = folder + "/\(pair)_a.png", pathB = folder + "/\(pair)_b.png"
  guard let bytesA = try? FileBytes.read(pathA), let bytesB = try? FileBytes.read(pathB) else {
    print("| \(pair) | (missing: run make_pairs.py) | | | |")
    continue
  }
  let a = try PNG.decode(bytesA, source: pathA), b = try PNG.decode(bytesB, source: pathB)
  let size = "\(a.width)×\(a.height)"

  row(pair, "decode one file, fast path", stopwatch.time { _ = try? PNG.decode(bytesA) }, size)
  row(pair, "decode one file, libspng only", stopwatch.time { _ = try? PNG.decodeWithLibspng(bytesA) })
  row(pair, "decode both files (two threads)", stopwatch.time { _ = PNG.decodeBoth((bytesA, pathA), (bytesB, pathB)) })
  var early = false
  row(
    pair, "decode the pair, stopping at equal image data",
    stopwatch.time {
      if case .samePixels = PNG.decodePair((bytesA, pathA), (bytesB, pathB)) { early = true }
    }, early ? "stopped after inflating" : "")

  var comparison = Comparison(reference: a, new: b)
  row(
    pair, "compare (pixelmatch 0.1)", stopwatch.time { comparison = Comparison(reference: a, new: b) },
    "\(comparison.differentPixels) px differ, \(comparison.antialiasedPixels) anti-aliased")
  var diff: IndexedBitmap? = nil
  row(pair, "compare and draw the diff", stopwatch.time { (comparison, diff) = Comparison.drawingDiff(reference: a, new: b) })
  if let diff, !comparison.isSame {
    var bytes: [UInt8] = []
    row(pair, "encode the diff PNG (fast)", stopwatch.time { bytes = PNG.encode(diff, .fast) }, "\(bytes.count / 1024) KiB")
  }
  var compact: [UInt8] = []
  row(
    pair, "encode the new image (compact)", Stopwatch(repetitions: max(1, runs / 3)).time { compact = PNG.encode(b, .compact) },
    "\(compact.count / 1024) KiB")
  var fast: [UInt8] = []
  row(pair, "encode the new image (fast)", stopwatch.time { fast = PNG.encode(b, .fast) }, "\(fast.count / 1024) KiB")

  let temporaryFolder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  let output = temporaryFolder + "/darkroom-bench-\(getpid())-diff.png"
  row(
    pair, "whole compare: read, decode, compare, write diff",
    stopwatch.time {
      guard let first = try? FileBytes.read(pathA), let second = try? FileBytes.read(pathB), first != second,
        case .decoded(.success(let reference), .success(let new)) = PNG.decodePair((first, pathA), (second, pathB)),
        !reference.hasSamePixels(as: new)
      else { return }
      let (result, image) = Comparison.drawingDiff(reference: reference, new: new)
      if !result.isSame, let image { try? FileBytes.writeAtomically(PNG.encode(image, .fast), to: output) }
    })
  unlink(output)
}
