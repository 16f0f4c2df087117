import DarkroomHostRequest
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
  /// What verify does with the accessibility audit's findings; they are listed in the report
  /// by default.
  public var audit: AuditPolicy = .report
  /// Seconds a state may take, on average, before its child is stopped (isolated runs only).
  public var timeoutSeconds = 120

  public init(mode: Mode, baselines: String, report: String) {
    self.mode = mode
    self.baselines = baselines
    self.report = report
  }

  /// The options a `darkroom run` (or `darkroom previews`) request carries.
  public init(mode: Mode, _ request: HostRequest) {
    self.init(mode: mode, baselines: request.run.baselines, report: request.run.report)
    rule = RunRule(request.run.comparison)
    shard = request.run.shard
    lint = request.run.lint
    audit = request.run.audit
    showsProgress = request.showsProgress
    isolated = request.isolated
  }
}

/// A comparison rule with the name reports give it.
///
/// ```swift
/// let rule = RunRule(.tolerance(24))
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

  /// The options with the name reports give them (``ComparisonOptions/ruleName``).
  public init(_ options: ComparisonOptions) {
    self.init(options: options, name: options.ruleName)
  }
}
