import Foundation

/// What the command line asks for: the cases to render and the folder they go to.
struct BenchOptions {
  /// The cases named on the command line, in the bench's order; every case when none is named.
  var cases: [FidelityCase] = FidelityCase.all
  /// `--out DIR`; `nil` renders into a new temporary folder.
  var output: String?
  var showsHelp = false
  var listsCases = false

  /// A command line the bench cannot follow; it exits with status 2 and this message.
  enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCase(String)
    case unknownOption(String)
    case missingValue(String)

    var description: String {
      switch self {
      case .unknownCase(let name):
        "no case named '\(name)'. The cases are: \(FidelityCase.all.map(\.name).joined(separator: ", ")) "
          + "(--list prints them one a line)."
      case .unknownOption(let option): "unknown option '\(option)' (try --help)."
      case .missingValue(let option): "\(option) needs a value: \(option) DIR."
      }
    }
  }

  static let usage = """
    darkroom-fidelity-bench: renders the fidelity cases, each at the canvas, scale and traits of its
    iOS-simulator reference, through the `.image(layout:traits:)` strategy.

      darkroom-fidelity-bench [--out DIR] [case ...]

    Writes DIR/<case>.png and DIR/<case>.json ({"traits": {...}, "layout": "..."}, or {"error": "why"}
    when a case could not be drawn) and prints each render's size and time (render, PNG encoding and
    write, in milliseconds). Without --out, a new temporary folder is used and printed.

      --out DIR   the folder to write to (created if missing)
      --list      print the case names, one a line
      --help      print this help

    Exit status: 0 when every case rendered, 1 when one or more could not be drawn (their JSON says
    why), 2 for an unknown case or option or a folder that cannot be written.
    scripts/fidelity.sh renders every case and scores them with the comparison script.
    """

  /// Reads the arguments (without the program's name).
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
    var options = BenchOptions()
    var names: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": options.showsHelp = true
      case "--list": options.listsCases = true
      case "--out":
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
          throw .missingValue("--out")
        }
        options.output = value
      case let option where option.hasPrefix("-"): throw .unknownOption(option)
      default:
        guard FidelityCase.named(argument) != nil else { throw .unknownCase(argument) }
        if !names.contains(argument) { names.append(argument) }
      }
    }
    if !names.isEmpty { options.cases = FidelityCase.all.filter { names.contains($0.name) } }
    return options
  }
}

/// The output folder cannot be made or written to.
struct UnwritableFolder: Error, CustomStringConvertible {
  let path: String
  let reason: String
  var description: String {
    "cannot write to the folder \(path): \(reason). Pass --out with a folder you can write to."
  }

  /// Creates the folder if missing and checks that a file can be written in it.
  static func prepare(_ path: String) throws(UnwritableFolder) -> URL {
    let url = URL(fileURLWithPath: path, isDirectory: true)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw UnwritableFolder(path: path, reason: "it is a file")
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let probe = url.appendingPathComponent(".write-check-\(getpid())")
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
    } catch {
      throw UnwritableFolder(path: path, reason: "\((error as NSError).localizedDescription)")
    }
    return url
  }
}
