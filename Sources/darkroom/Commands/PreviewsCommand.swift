/// `darkroom previews`: snapshots every preview of a package with no test code. It builds the
/// package's tests and runs, inside the test binary, the preview run that every binary linking
/// `DarkroomPreviews` carries (`DarkroomPreviewsRun`), so this tool itself stays small and
/// fast to start.
enum PreviewsCommand: Command {
  static let name = "previews"
  static let abstract = "Export, list or lay out every SwiftUI-style preview of a package"
  static let help = """
    USAGE: darkroom previews export <folder> [options]
           darkroom previews names <file> [options]
           darkroom previews record <folder> [options]
           darkroom previews verify <folder> [options]
           darkroom previews layout [options]

    Builds the package's tests (whose test targets depend on DarkroomPreviews) and finds every
    PreviewProvider and #Preview in them, with no test code:
      export   renders each preview to <folder>/<name>.png with a <name>.json sidecar, and a
               browsable gallery at <folder>/gallery/index.html
      names    writes the image names, one a line, and renders nothing
      record   renders each preview as the reference <folder>/<name>.png
      verify   compares each preview with <folder>/<name>.png (new images of previews
               that differ go to <folder>/.new/)
      layout   runs every preview's body and layout without drawing, and reports failures

    A preview that traps is reported by name with its signal; the others still run.

    OPTIONS:
      --package-path <path>    The package (default: the current folder).
      --scratch-path <path>    SwiftPM's build folder (default: .build in the package).
      --module <name>          Only previews declared in this module (repeatable).
      --exclude-module <name>  Not the previews of this module (repeatable).
      --include <regex>        Only previews whose name matches (repeatable).
      --exclude <regex>        Not the previews whose name matches (repeatable).
      --device <name>          The default device, e.g. "iPhone 15 Pro".
      --no-gallery             Export without the gallery.
      --in-process             Render all previews in one process (faster; a trap ends the run).

    EXIT STATUS: 0 every preview passed, 1 some failed, 2 the package did not build.
    """

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    guard let mode = arguments.first else { throw .usage("previews needs a mode: export, names, record, verify or layout") }
    var rest = Array(arguments.dropFirst())
    var environment = ["DARKROOM_PREVIEWS_RUN": "1"]
    let cwd = ChildProcess.currentDirectory()
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : cwd + "/" + path }
    switch mode {
    case "export", "names", "record", "verify":
      guard let target = rest.first, !target.hasPrefix("-") else { throw .usage("previews \(mode) needs a path") }
      rest.removeFirst()
      let keys = [
        "export": "SNAPSHOTS_EXPORT_DIR", "names": "SNAPSHOTS_ALL_IMAGE_NAMES_FILE", "record": "DARKROOM_PREVIEWS_RECORD",
        "verify": "DARKROOM_PREVIEWS_VERIFY",
      ]
      environment[keys[mode]!] = absolute(target)
    case "layout":
      environment["DARKROOM_PREVIEWS_LAYOUT_ONLY"] = "1"
    default:
      throw .usage("unknown previews mode '\(mode)'; use export, names, record, verify or layout")
    }
    var packageArguments: [String] = []
    var lists: [String: [String]] = [:]
    var index = 0
    func value() throws(CommandError) -> String {
      guard index + 1 < rest.count else { throw .usage("\(rest[index]) needs a value") }
      index += 1
      return rest[index]
    }
    while index < rest.count {
      switch rest[index] {
      case "--package-path": packageArguments += ["--package-path", try value()]
      case "--scratch-path": packageArguments += ["--scratch-path", try value()]
      case "--module": lists["DARKROOM_PREVIEWS_MODULES", default: []].append(try value())
      case "--exclude-module": lists["DARKROOM_PREVIEWS_EXCLUDE_MODULES", default: []].append(try value())
      case "--include": lists["DARKROOM_PREVIEWS_INCLUDE", default: []].append(try value())
      case "--exclude": lists["DARKROOM_PREVIEWS_EXCLUDE", default: []].append(try value())
      case "--device": environment["DARKROOM_PREVIEWS_DEVICE"] = try value()
      case "--no-gallery": environment["DARKROOM_PREVIEWS_GALLERY"] = "0"
      case "--in-process": environment["DARKROOM_PREVIEWS_IN_PROCESS"] = "1"
      default: throw .usage("unknown option '\(rest[index])'")
      }
      index += 1
    }
    for (key, values) in lists { environment[key] = values.joined(separator: ",") }

    Output.error("darkroom previews: building the package's tests")
    guard ChildProcess.run(["swift", "build", "--build-tests"] + packageArguments, extraEnvironment: [:]) == 0 else {
      throw CommandError("the package's tests did not build; fix the errors above (test targets must depend on DarkroomPreviews)")
    }
    let status = ChildProcess.run(
      ["swift", "test", "--skip-build", "--filter", "DarkroomPreviewsRun"] + packageArguments, extraEnvironment: environment)
    guard let status else { throw CommandError("could not run 'swift test'; is swift on PATH?") }
    return status == 0 ? .same : .different
  }
}
