// darkroom-accessibility-bench: times the accessibility overlay of a view against the plain
// render of the same view, through the same path (one layout, then the overlay's own
// render of the image, the boxes and the legend).
//
//   darkroom-accessibility-bench [--renders 200]
//
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

func milliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

@MainActor func render(overlay: Bool) throws -> Bitmap {
  let result = try PreviewRendering.render(
    AnyView(benchReceiptCard()), layout: .fixed(width: 360, height: 390), device: .iPhone15, accessibilityOverlay: overlay)
  guard let bitmap = result.bitmap else { throw CocoaError(.featureUnsupported) }
  return bitmap
}

/// Median milliseconds of `renders` renders, plain and overlay taking turns so that both see
/// the same machine load.
@MainActor func measure() throws -> (plain: Double, overlay: Double, sizes: (Bitmap, Bitmap)) {
  let sizes = (try render(overlay: false), try render(overlay: true))
  var plain: [Double] = []
  var overlay: [Double] = []
  for _ in 0..<renders {
    var start = milliseconds()
    _ = try render(overlay: false)
    plain.append(milliseconds() - start)
    start = milliseconds()
    _ = try render(overlay: true)
    overlay.append(milliseconds() - start)
  }
  func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
  return (median(plain), median(overlay), sizes)
}

let (plain, overlay, sizes) = try measure()
#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif
print("accessibility overlay of the receipt card (360×390 pt at 3x), \(renders) renders each, \(configuration):")
print("  plain:   \(String(format: "%.2f", plain)) ms median (\(sizes.0.width)×\(sizes.0.height) px)")
print("  overlay: \(String(format: "%.2f", overlay)) ms median (\(sizes.1.width)×\(sizes.1.height) px)")
print("  ratio:   \(String(format: "%.2f", overlay / plain))× (at most 2× expected)")
