import DarkroomFiles
import DarkroomRunsCore

/// The arguments of `darkroom run record` and `verify`, turned into SwiftPM's arguments and
/// the environment the test binary's run reads.
struct RunRequest {
  var package = PackageOptions()
  var environment: [String: String] = [:]

  init(_ arguments: [String], mode: String) throws(CommandError) {
    var parser = Arguments(arguments)
    var baselines = "Baselines", report = "darkroom-report"
    var rule: String?, precision: Double?
    func choose(_ name: String) throws(CommandError) {
      guard rule == nil else { throw .usage("choose one rule: --exact, --tolerance, --threshold or --perceptual-precision") }
      rule = name
    }
    while let option = parser.nextOption() {
      if try package.read(option, from: &parser) { continue }
      switch option {
      case "--matrix": environment["DARKROOM_RUN_MATRIX"] = try parser.value(for: option)
      case "--config": environment["DARKROOM_RUN_CONFIG"] = FileTree.absolute(try parser.value(for: option))
      case "--baselines": baselines = try parser.value(for: option)
      case "--report": report = try parser.value(for: option)
      case "--exact":
        try parser.flag(option)
        try choose("exact")
      case "--tolerance":
        let value = try parser.number(for: option, in: 0...255)
        guard value == value.rounded() else { throw .usage("--tolerance must be a whole number from 0 to 255") }
        try choose("tolerance:\(Int(value))")
      case "--threshold": try choose("pixelmatch:\(try parser.number(for: option, in: 0...1))")
      case "--perceptual-precision": try choose("perceptual:\(try parser.number(for: option, in: 0...1))")
      case "--precision": precision = try parser.number(for: option, in: 0...1)
      case "--shard":
        let text = try parser.value(for: option)
        do { _ = try ShardSpec(parsing: text) } catch { throw .usage(error.message) }
        guard mode == "verify" else { throw .usage("--shard is for run verify; record takes every state") }
        environment["DARKROOM_RUN_SHARD"] = text
      case "--lint":
        let text = try parser.value(for: option)
        do { _ = try LintPolicy(parsing: text) } catch { throw .usage(error.message) }
        guard mode == "verify" else { throw .usage("--lint is for run verify; record does not lint") }
        environment["DARKROOM_RUN_LINT"] = text
      case "--in-process":
        try parser.flag(option)
        environment["DARKROOM_RUN_IN_PROCESS"] = "1"
      case "--no-progress":
        try parser.flag(option)
        environment["DARKROOM_RUN_PROGRESS"] = "0"
      default: throw .usage("unknown option '\(option)' for run \(mode)")
      }
    }
    guard parser.positional.isEmpty else {
      throw .usage("run \(mode) takes no paths; give folders with --baselines, --report and --package-path")
    }
    var ruleText = rule ?? "exact"
    if let precision { ruleText += ",precision:\(precision)" }
    environment["DARKROOM_RUN_RULE"] = ruleText
    environment["DARKROOM_RUN_BASELINES"] = FileTree.absolute(baselines)
    environment["DARKROOM_RUN_REPORT"] = FileTree.absolute(report)
  }
}

/// The options that say which package's tests to build and how: `--package-path`,
/// `--scratch-path`, `-c`. Shared by every command that runs a hook in the test binary.
struct PackageOptions {
  var packageArguments: [String] = []
  var packagePath = "."
  var scratchPath: String?
  var configuration = "debug"

  /// Reads `option` if it is one of these; `false` leaves it to the command.
  mutating func read(_ option: String, from parser: inout Arguments) throws(CommandError) -> Bool {
    switch option {
    case "--package-path":
      packagePath = try parser.value(for: option)
      packageArguments += ["--package-path", packagePath]
    case "--scratch-path":
      let path = try parser.value(for: option)
      scratchPath = path
      packageArguments += ["--scratch-path", path]
    case "-c", "--configuration":
      let value = try parser.value(for: option)
      guard value == "debug" || value == "release" else { throw .usage("\(option) must be debug or release, not '\(value)'") }
      configuration = value
      packageArguments += ["-c", value]
    default:
      return false
    }
    return true
  }

  /// The test binary `swift build --build-tests` just built, when there is exactly one:
  /// running it directly skips `swift test`'s start and its XCTest pass.
  var testBinary: String? {
    let folder = (scratchPath ?? packagePath + "/.build") + "/" + configuration
    guard let names = try? FileTree.list(folder) else { return nil }
    let bundles = names.filter { $0.hasSuffix("PackageTests.xctest") }
    guard bundles.count == 1 else { return nil }
    let path = folder + "/" + bundles[0]
    return FileTree.isFolder(path) ? nil : path
  }
}
