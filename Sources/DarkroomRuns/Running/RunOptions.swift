import DarkroomPixels
import DarkroomRunsCore

/// What a run does: record baselines, or verify against them and write a report; with which
/// comparison rule, and which shard of the states.
///
/// ```swift
/// var options = RunOptions(mode: .verify, baselines: "Baselines", report: "report")
/// options.rule = .tolerance(24)
/// options.shard = ShardSpec(index: 1, count: 2)
/// ```
public struct RunOptions: Sendable {
  public enum Mode: String, Sendable {
    case record
    case verify
  }

  public var mode: Mode
  /// The baselines folder (`manifest.json` and one PNG per state).
  public var baselines: String
  /// The report folder a verify writes.
  public var report: String
  /// How two images are compared; exact by default.
  public var rule: RunRule = .exact
  public var shard: ShardSpec?
  /// Prints a line per state to standard error: done, changed so far, time left.
  public var showsProgress = false
  /// Runs the states in a child process (a `fork` of this one, and a new one after each
  /// trap), so that a screen that traps fails only its state. Use it only while nothing else
  /// in the process renders, as in `darkroom run`: a fork taken while another thread holds a
  /// font lock would wait for it (the timeout then stops it).
  public var isolated = false
  /// What verify does with the layout lint's findings; they are listed in the report by
  /// default.
  public var lint: LintPolicy = .report
  /// Seconds a state may take, on average, before its child is stopped (isolated runs only).
  public var timeoutSeconds = 120

  public init(mode: Mode, baselines: String, report: String) {
    self.mode = mode
    self.baselines = baselines
    self.report = report
  }

  /// The options `darkroom run` passes to the test binary: `DARKROOM_RUN_MODE`,
  /// `…_BASELINES`, `…_REPORT`, `…_RULE`, `…_SHARD`, `…_LINT`, `…_PROGRESS`; each state runs in its
  /// own process unless `DARKROOM_RUN_IN_PROCESS=1`.
  ///
  /// - Throws: ``RunInputError`` naming the variable whose value is wrong.
  public static func fromEnvironment(_ environment: [String: String]) throws(RunInputError) -> RunOptions {
    guard let modeName = environment["DARKROOM_RUN_MODE"], let mode = Mode(rawValue: modeName) else {
      throw RunInputError("DARKROOM_RUN_MODE must be record or verify, not '\(environment["DARKROOM_RUN_MODE"] ?? "")'")
    }
    var options = RunOptions(
      mode: mode, baselines: environment["DARKROOM_RUN_BASELINES"] ?? "darkroom-baselines",
      report: environment["DARKROOM_RUN_REPORT"] ?? "darkroom-report")
    if let rule = environment["DARKROOM_RUN_RULE"] { options.rule = try RunRule(parsing: rule) }
    if let shard = environment["DARKROOM_RUN_SHARD"], !shard.isEmpty { options.shard = try ShardSpec(parsing: shard) }
    if let lint = environment["DARKROOM_RUN_LINT"], !lint.isEmpty { options.lint = try LintPolicy(parsing: lint) }
    options.showsProgress = environment["DARKROOM_RUN_PROGRESS"] != "0"
    options.isolated = environment["DARKROOM_RUN_IN_PROCESS"] != "1"
    return options
  }
}

/// A comparison rule with the name reports give it.
///
/// ```swift
/// let rule = try RunRule(parsing: "tolerance:24")
/// print(rule.name)   // tolerance 24
/// ```
public struct RunRule: Sendable, Equatable {
  public var options: ComparisonOptions
  /// `exact`, `tolerance 24`, `pixelmatch 0.1`, `precision 0.99`, `perceptual 0.98`, joined
  /// with `, ` when a precision is added to another rule.
  public var name: String

  public static let exact = RunRule(options: .exact, name: "exact")

  public init(options: ComparisonOptions, name: String) {
    self.options = options
    self.name = name
  }

  /// Reads `exact`, `tolerance:<0-255>`, `pixelmatch:<0-1>`, `perceptual:<0-1>`, each
  /// optionally followed by `,precision:<0-1>`.
  public init(parsing text: String) throws(RunInputError) {
    var options = ComparisonOptions.exact
    var names: [String] = []
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
      let value = pieces.count == 2 ? Double(pieces[1]) : nil
      switch (pieces[0], value) {
      case ("exact", _): names.append("exact")
      case ("tolerance", let value?) where (0...255).contains(value) && value == value.rounded():
        options.rule = .lumaDifference(tolerance: Int(value))
        names.append("tolerance \(Int(value))")
      case ("pixelmatch", let value?) where (0...1).contains(value):
        options.rule = .pixelmatch(threshold: value, includeAntialiasing: false)
        names.append("pixelmatch \(value)")
      case ("perceptual", let value?) where (0...1).contains(value):
        options.rule = value >= 1 ? .exact : .deltaE94(maximum: (1 - value) * 100)
        names.append("perceptual \(value)")
      case ("precision", let value?) where (0...1).contains(value):
        options.precision = value
        names.append("precision \(value)")
      default:
        throw RunInputError("the comparison rule '\(text)' is not one of exact, tolerance:<0-255>, pixelmatch:<0-1>, perceptual:<0-1> (each optionally with ,precision:<0-1>)")
      }
    }
    self.init(options: options, name: names.isEmpty ? "exact" : names.joined(separator: ", "))
  }
}
