import DarkroomUI
import Foundation

/// Renders cases into a folder through the image strategy users assert with
/// (`.image(layout:traits:)`, recorded by `verifySnapshot`), and writes `<case>.png` with a
/// `<case>.json` sidecar: `{"traits": {…}, "layout": "…"}`, or `{"error": "why"}` when the
/// case could not be drawn.
struct CaseRenderer {
  /// What rendering one case gave.
  struct Outcome {
    let name: String
    /// Milliseconds for the strategy's render, PNG encoding and write.
    let milliseconds: Double
    /// The PNG's size in pixels, or why there is none.
    let result: Result<(width: Int, height: Int), CaseFailure>
  }

  /// Why a case has no image.
  struct CaseFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The folder the PNGs and sidecars go to; it exists and is writable.
  let folder: URL

  func render(_ fidelityCase: FidelityCase) -> Outcome {
    let png = folder.appendingPathComponent(fidelityCase.name + ".png")
    // A failed case must not leave an earlier run's image for the comparison to score.
    try? FileManager.default.removeItem(at: png)
    let start = milliseconds()
    let recorded = Result { () throws(CaseFailure) in try record(fidelityCase, to: png) }
    let elapsed = milliseconds() - start
    let result = recorded.flatMap { () -> Result<(width: Int, height: Int), CaseFailure> in
      do {
        let bitmap = try PNG.decode(file: png.path)
        return .success((bitmap.width, bitmap.height))
      } catch {
        return .failure(CaseFailure(description: "the render \(png.path) cannot be read back: \(error)"))
      }
    }
    var sidecar: [String: Any] = [:]
    switch result {
    case .success:
      sidecar = ["traits": fidelityCase.traits.json, "layout": fidelityCase.canvas.description]
    case .failure(let failure):
      sidecar = ["error": failure.description, "layout": fidelityCase.canvas.description]
    }
    var outcome = Outcome(name: fidelityCase.name, milliseconds: elapsed, result: result)
    do {
      let data = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys])
      try data.write(to: folder.appendingPathComponent(fidelityCase.name + ".json"), options: .atomic)
    } catch {
      outcome = Outcome(
        name: fidelityCase.name, milliseconds: elapsed,
        result: .failure(CaseFailure(description: "could not write \(fidelityCase.name).json: \(error)")))
    }
    return outcome
  }

  /// Records the case's reference with the image strategy in a folder of its own, then moves
  /// the PNG to `png`.
  private func record(_ fidelityCase: FidelityCase, to png: URL) throws(CaseFailure) {
    let staging = folder.appendingPathComponent(".rendering-\(fidelityCase.name)-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: staging) }
    let traits = fidelityCase.traits.traitCollection
    let strategy = Snapshotting<AnyView, Bitmap>.image(
      layout: fidelityCase.canvas.snapshotLayout(traits: traits), traits: traits)
    let message = verifySnapshot(
      of: fidelityCase.canvas.prepared(fidelityCase.view()), as: strategy, named: fidelityCase.name, record: .all,
      snapshotDirectory: staging.path, testName: "fidelity")
    let recorded = staging.appendingPathComponent("fidelity.\(fidelityCase.name).png")
    guard FileManager.default.fileExists(atPath: recorded.path) else {
      throw CaseFailure(description: message ?? "the image strategy wrote no image")
    }
    do {
      try FileManager.default.moveItem(at: recorded, to: png)
    } catch {
      throw CaseFailure(description: "could not move the render to \(png.path): \(error)")
    }
  }
}

/// Milliseconds on the monotonic clock.
func milliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}
