import DarkroomUI
import Foundation

/// The benchmark's command: parses the arguments, renders the cases, prints a line per case.
enum FidelityBench {
  /// Runs the bench with these arguments (without the program's name); the exit status.
  static func main(_ arguments: [String]) -> Int32 {
    let options: BenchOptions
    do {
      options = try BenchOptions.parse(arguments)
    } catch {
      printError(error.description)
      return 2
    }
    if options.showsHelp {
      print(BenchOptions.usage)
      return 0
    }
    if options.listsCases {
      FidelityCase.all.forEach { print($0.name) }
      return 0
    }
    let folder: URL
    do {
      folder = try UnwritableFolder.prepare(options.output ?? temporaryFolder())
    } catch {
      printError(error.description)
      return 2
    }
    print("darkroom-fidelity-bench: \(options.cases.count) case(s) into \(folder.path)")
    // Each render is recorded as a new reference; a record mode forced from the shell (say
    // `never`) would keep it from being written.
    for variable in ["DARKROOM_RECORD", "SNAPSHOT_TESTING_RECORD"] { unsetenv(variable) }
    // Fonts and text engines are set up by the first render; keep that out of the first case's time.
    _ = try? ImageRenderer(content: Text("Warm-up")).render()
    let renderer = CaseRenderer(folder: folder)
    var failures = 0
    let width = options.cases.map(\.name.count).max() ?? 0
    for fidelityCase in options.cases {
      let outcome = renderer.render(fidelityCase)
      let name = fidelityCase.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let time = String(format: "%8.1f ms", outcome.milliseconds)
      let reference = "\(fidelityCase.referencePixels.width)×\(fidelityCase.referencePixels.height)"
      switch outcome.result {
      case .success(let size):
        let pixels = "\(size.width)×\(size.height) px".padding(toLength: 14, withPad: " ", startingAt: 0)
        print("\(name)  \(pixels) (reference \(reference))  \(time)")
      case .failure(let failure):
        failures += 1
        print("\(name)  failed: \(failure)  \(time)")
      }
    }
    if failures > 0 { printError("\(failures) case(s) could not be drawn; their JSON says why.") }
    return failures > 0 ? 1 : 0
  }

  private static func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-fidelity-\(getpid())").path
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data("darkroom-fidelity-bench: \(message)\n".utf8))
  }
}
