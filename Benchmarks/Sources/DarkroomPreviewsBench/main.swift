// Times a preview run: discovery, then rendering and exporting every preview, in one
// process and with each preview in its own. Build with `-c release` for release numbers:
//
//   swift run -c release darkroom-previews-bench     # in Benchmarks/
import DarkroomPreviews
import Foundation

let folder = NSTemporaryDirectory() + "darkroom-previews-bench-\(getpid())"
let filter = try PreviewFilter(modules: ["DarkroomPreviewsBench"])
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

// The first discovery in a process also pays for the runtime's conformance cache.
var catalog = PreviewCatalog.discover(filter: filter)
print("discovered \(catalog.snapshots.count) previews among \(catalog.recordsScanned) conformance records in \(catalog.imagesScanned) images")
print(String(format: "discovery (first in process): %.2f ms", catalog.discoverySeconds * 1000))
catalog = PreviewCatalog.discover(filter: filter)
print(String(format: "discovery (again): %.2f ms", catalog.discoverySeconds * 1000))

for isolated in [false, true] {
  try? FileManager.default.removeItem(atPath: folder)
  var options = PreviewRunOptions(mode: .export(directory: folder))
  options.filter = filter
  options.isolated = isolated
  let start = clock.now
  let fresh = PreviewCatalog.discover(filter: filter)
  let report = PreviewRunner.run(fresh, options)
  let total = seconds(clock.now - start)
  let exported = (try? FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.count) ?? 0
  print(
    String(
      format: "%@: %d previews discovered, rendered and exported (%d PNGs) in %.2f s = %.1f previews/s; discovery %.2f ms = %.3f%% of the time; %d failed",
      isolated ? "one process per preview" : "one process", report.outcomes.count, exported, total,
      Double(report.outcomes.count) / total, fresh.discoverySeconds * 1000, fresh.discoverySeconds / total * 100,
      report.failures.count))
}
try? FileManager.default.removeItem(atPath: folder)
