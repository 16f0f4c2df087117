/// What a verify does with lint findings: leave them out, show them in the report, or also
/// fail the run (exit 1) when any state has one.
///
/// ```swift
/// let policy = try LintPolicy(parsing: "fail")
/// print(policy.failsRun)   // true
/// ```
public enum LintPolicy: String, Sendable, CaseIterable {
  case off
  case report
  case fail

  /// Whether a finding makes the run fail.
  public var failsRun: Bool { self == .fail }

  /// - Throws: ``RunInputError`` when the text is not `off`, `report` or `fail`.
  public init(parsing text: String) throws(RunInputError) {
    guard let policy = LintPolicy(rawValue: text) else {
      throw RunInputError("--lint takes off, report or fail, not '\(text)'")
    }
    self = policy
  }
}
