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
import CDeflate
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

func run() throws {
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

// Phase timing (temporary)
if arguments.contains("--phases") {
  let b = BenchCase.fullScreen()
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("phases-\(getpid())").path
  _ = b.verify(.all, dir)
  let file = "\(dir)/DarkroomAssertBench/bench.full-screen.png"
  let files = (try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []
  print(files)
  let path = dir + "/" + (files.first { $0.hasSuffix(".png") } ?? "")
  let bitmap = try b.render()
  print("read", median(timed(runs: 9) { _ = try! FileBytes.read(path) }))
  let bytes = try FileBytes.read(path)
  print("decode", median(timed(runs: 9) { _ = try! PNG.decode(bytes) }))
  let decoded = try PNG.decode(bytes)
  print("same", median(timed(runs: 9) { _ = decoded.hasSamePixels(as: bitmap) }))
  print("encode", median(timed(runs: 9) { _ = PNG.encode(bitmap, .reference) }))
  print("opaque", median(timed(runs: 9) { _ = bitmap.isOpaque }))
  print("encode fast", median(timed(runs: 9) { _ = PNG.encode(bitmap, .fast) }), PNG.encode(bitmap, .fast).count, PNG.encode(bitmap, .reference).count, PNG.encode(bitmap, .compact).count)
  let strip = Bitmap.strip([bitmap, bitmap, bitmap])
  print("strip", median(timed(runs: 5) { _ = Bitmap.strip([bitmap, bitmap, bitmap]) }))
  print("strip encode fast", median(timed(runs: 5) { _ = PNG.encode(strip, .fast) }))
  for level in [1, 2, 3, 4, 6] {
    let compressor = libdeflate_alloc_compressor(Int32(level))!
    let out = UnsafeMutableRawPointer.allocate(byteCount: 64 << 20, alignment: 16)
    let t = median(timed(runs: 3) { strip.bytes.withUnsafeBytes { _ = libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out, 64 << 20) } })
    let size = strip.bytes.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out, 64 << 20) }
    print("level", level, t, size)
  }
  print("strip opaque", median(timed(runs: 5) { _ = strip.isOpaque }))
  print("render", median(timed(runs: 9) { _ = try! b.render() }))
  _ = file
}
if arguments.contains("--render-loop") {
  let b = BenchCase.fullScreen()
  for _ in 0..<30 { _ = try b.render() }
}
if arguments.contains("--pass-loop") {
  let b = BenchCase.fullScreen()
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("passloop-\(getpid())").path
  _ = b.verify(.all, dir)
  for _ in 0..<30 { _ = b.verify(.never, dir) }
}
