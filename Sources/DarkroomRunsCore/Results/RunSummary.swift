/// A verify's whole result: every state, the axes, the rule and the counts. It is written as
/// `summary.json` (schema `darkroom-run-summary/1`, described in the README), read back by
/// `darkroom run accept` and `darkroom run merge`, and drawn as `index.html`.
///
/// ```swift
/// var summary = RunSummary(run: "shop", rule: "exact", axes: axes, baselines: "/ci/baselines")
/// summary.results = results
/// print(summary.counts[.changed] ?? 0, summary.passed)
/// ```
public struct RunSummary: Sendable, Equatable {
  public static let schema = "darkroom-run-summary/1"

  /// The run's name (the matrix's name).
  public var run: String
  /// The comparison rule, as the CLI spells it: `exact`, `tolerance 24`, `pixelmatch 0.1`, ….
  public var rule: String
  public var axes: [RunAxisValues]
  /// The baselines folder, absolute, for `darkroom run accept`.
  public var baselines: String
  /// The shard this summary covers (1-based), or `nil` for a whole run.
  public var shard: ShardSpec?
  /// What the run did with lint findings; with `.fail`, a finding fails the run.
  public var lintPolicy: LintPolicy = .off
  /// What the run did with accessibility audit findings; with `.fail`, a finding fails the run.
  public var auditPolicy: AuditPolicy = .off
  /// The audit's declared exceptions, with their reasons, for the report.
  public var auditExceptions: [AuditException] = []
  /// States the baselines have that the matrix no longer has, by id.
  public var removedStates: [String] = []
  /// Every state's result, in report order (see ``StateResult/reportOrder(_:_:)``).
  public var results: [StateResult] = [] {
    didSet { results.sort(by: StateResult.reportOrder) }
  }

  public init(run: String, rule: String, axes: [RunAxisValues], baselines: String, shard: ShardSpec? = nil) {
    self.run = run
    self.rule = rule
    self.axes = axes
    self.baselines = baselines
    self.shard = shard
  }

  /// How many states have each status.
  public var counts: [StateStatus: Int] {
    var counts: [StateStatus: Int] = [:]
    for status in StateStatus.allCases { counts[status] = 0 }
    for result in results { counts[result.status, default: 0] += 1 }
    return counts
  }

  /// Whether every state is unchanged (and, when the lint or the audit fails runs, has no
  /// lint issue or audit finding).
  public var passed: Bool {
    !results.contains { $0.status.fails || (lintPolicy.failsRun && !$0.lint.isEmpty) || (auditPolicy.failsRun && !$0.audit.isEmpty) }
  }

  /// One line: `32 states: 1 changed, 31 unchanged; 2 lint issues; 3 audit findings`.
  public var line: String {
    let counts = counts
    let parts = StateStatus.allCases.compactMap { status -> String? in
      let count = counts[status] ?? 0
      return count == 0 ? nil : "\(count) \(status.label)"
    }
    let lint = lintCount == 0 ? "" : "; \(lintCount) lint issue\(lintCount == 1 ? "" : "s")"
    let audit = auditCount == 0 ? "" : "; \(auditCount) audit finding\(auditCount == 1 ? "" : "s")"
    return "\(results.count) states: " + (parts.isEmpty ? "none" : parts.joined(separator: ", ")) + lint + audit
  }
}

extension StateStatus {
  /// The status in words, as the report and the progress lines print it.
  public var label: String {
    switch self {
    case .error: "error"
    case .missingBaseline: "missing baseline"
    case .changed: "changed"
    case .new: "new"
    case .unchanged: "unchanged"
    }
  }
}

/// Which part of a run a CI job takes: shard `index` of `count`, 1-based, as `--shard 2/4`.
///
/// ```swift
/// let shard = try ShardSpec(parsing: "2/4")   // index 2, count 4
/// ```
public struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
  public var index: Int
  public var count: Int

  /// - Throws: ``RunInputError`` when the text is not `i/n` with 1 ≤ i ≤ n.
  public init(parsing text: String) throws(RunInputError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
    else {
      throw RunInputError("--shard needs i/n with 1 ≤ i ≤ n, like 2/4, not '\(text)'")
    }
    self.init(index: index, count: count)
  }

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  public var description: String { "\(index)/\(count)" }
}

/// Input a run cannot use: a bad argument, a summary or manifest that is not what it should
/// be. The message names the file or value and says what to do.
///
/// ```swift
/// do { _ = try ReportFolder.readSummary("report") } catch { print(error.message) }
/// ```
public struct RunInputError: Error, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
