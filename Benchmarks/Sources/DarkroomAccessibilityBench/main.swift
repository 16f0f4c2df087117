// darkroom-accessibility-bench: times the accessibility overlay of a view against the plain
// render of the same view, through the same path (one layout, then the overlay's own
// render of the image, the boxes and the legend).
//
//   darkroom-accessibility-bench [--renders 200] [--only plain|overlay] [--write DIR]
//
// `--only` renders one kind alone, for a profiler to see it by itself; it prints its median.
// `--write` also saves the two images it times, as plain.png and overlay.png in DIR.
// It prints both medians and their ratio; the overlay is meant to take at most twice the
// plain render. Build with -c release for the figure, and in debug to see the ratio there.
import DarkroomBenchViews
import DarkroomUI
import Foundation

let arguments = CommandLine.arguments
let renders: Int = {
  guard let index = arguments.firstIndex(of: "--renders"), index + 1 < arguments.count else { return 200 }
  guard let count = Int(arguments[index + 1]), count >= 1 else {
    FileHandle.standardError.write(Data("darkroom-accessibility-bench: --renders needs a whole number of 1 or more\n".utf8))
    exit(2)
  }
  return count
}()

func milliseconds(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
  var spec = timespec()
  clock_gettime(clock, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

/// One render's wall time and the CPU time of this thread, which a loaded machine disturbs
/// less: the renders run on the calling thread.
struct Sample {
  var wall: Double
  var cpu: Double
}

@MainActor func timed(_ body: () throws -> Void) rethrows -> Sample {
  let wall = milliseconds(), cpu = milliseconds(CLOCK_THREAD_CPUTIME_ID)
  try body()
  return Sample(wall: milliseconds() - wall, cpu: milliseconds(CLOCK_THREAD_CPUTIME_ID) - cpu)
}

@MainActor func render(overlay: Bool) throws -> Bitmap {
  let result = try PreviewRendering.render(
    AnyView(benchReceiptCard()), layout: .fixed(width: 360, height: 390), device: .iPhone15, accessibilityOverlay: overlay)
  guard let bitmap = result.bitmap else { throw CocoaError(.featureUnsupported) }
  return bitmap
}

/// Where `--write` saves the timed images; checked before anything is timed.
let writeFolder: URL? = {
  guard let index = arguments.firstIndex(of: "--write") else { return nil }
  guard index + 1 < arguments.count else {
    FileHandle.standardError.write(Data("darkroom-accessibility-bench: --write needs the folder to save plain.png and overlay.png in\n".utf8))
    exit(2)
  }
  return URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
}()

let only: Bool? = {
  guard let index = arguments.firstIndex(of: "--only") else { return nil }
  switch index + 1 < arguments.count ? arguments[index + 1] : "" {
  case "plain": return false
  case "overlay": return true
  default:
    FileHandle.standardError.write(Data("darkroom-accessibility-bench: --only takes plain or overlay\n".utf8))
    exit(2)
  }
}()

/// Median milliseconds of `renders` renders, plain and overlay taking turns so that both see
/// the same machine load.
@MainActor func measure() throws -> (plain: [Sample], overlay: [Sample], sizes: (Bitmap, Bitmap)) {
  let sizes = (try render(overlay: false), try render(overlay: true))
  var plain: [Sample] = []
  var overlay: [Sample] = []
  for _ in 0..<renders {
    plain.append(try timed { _ = try render(overlay: false) })
    overlay.append(try timed { _ = try render(overlay: true) })
  }
  return (plain, overlay, sizes)
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

if let only {
  let samples = try (0..<renders).map { _ in try timed { _ = try render(overlay: only) } }
  print("\(only ? "overlay" : "plain"): \(String(format: "%.2f", median(samples.map(\.wall)))) ms wall, median of \(renders)")
  exit(0)
}

let (plain, overlay, sizes) = try measure()
if let directory = writeFolder {
  for (name, bitmap) in [("plain.png", sizes.0), ("overlay.png", sizes.1)] {
    let file = directory.appendingPathComponent(name)
    do {
      // Atomic: a failed write leaves no half-written image.
      try Data(PNG.encode(bitmap)).write(to: file, options: .atomic)
    } catch {
      FileHandle.standardError.write(Data("darkroom-accessibility-bench: cannot write \(file.path): \(error.localizedDescription)\n".utf8))
      exit(1)
    }
  }
}
#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif
let plainWall = median(plain.map(\.wall)), overlayWall = median(overlay.map(\.wall))
let plainCPU = median(plain.map(\.cpu)), overlayCPU = median(overlay.map(\.cpu))
func format(_ value: Double) -> String { String(format: "%.2f", value) }
print("accessibility overlay of the receipt card (360×390 pt at 3x), \(renders) renders each, \(configuration):")
print("  plain:   \(format(plainWall)) ms wall, \(format(plainCPU)) ms CPU, medians (\(sizes.0.width)×\(sizes.0.height) px)")
print("  overlay: \(format(overlayWall)) ms wall, \(format(overlayCPU)) ms CPU, medians (\(sizes.1.width)×\(sizes.1.height) px)")
print("  ratio:   \(format(overlayWall / plainWall))× wall, \(format(overlayCPU / plainCPU))× CPU (at most 2× expected)")
