import DarkroomFiles
import DarkroomRunsCore
import Foundation

/// A fresh folder under the temporary directory, removed by the caller.
func temporaryFolder(_ name: String) -> String {
  let path = NSTemporaryDirectory() + "darkroom-runs-\(name)-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

func write(_ text: String, to path: String) throws {
  try FileBytes.writeAtomically(Array(text.utf8), to: path, creatingFolder: true)
}

func read(_ path: String) -> String {
  (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// Two screens × two languages × two appearances.
let sampleAxes = [
  RunAxisValues(.screen, ["paywall", "settings"]), RunAxisValues(.language, ["en", "ja"]),
  RunAxisValues(.appearance, ["light", "dark"]),
]
