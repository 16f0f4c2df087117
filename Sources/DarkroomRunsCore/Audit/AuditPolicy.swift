/// What a verify does with the accessibility audit's findings: leave the audit out, show the
/// findings in the report, or also fail the run (exit 1) when any state has one.
///
/// ```swift
/// let policy = try AuditPolicy(parsing: "fail")
/// print(policy.failsRun)   // true
/// ```
public enum AuditPolicy: String, Sendable, CaseIterable {
  case off
  case report
  case fail

  /// Whether a finding makes the run fail.
  public var failsRun: Bool { self == .fail }

  /// - Throws: ``RunInputError`` when the text is not `off`, `report` or `fail`.
  public init(parsing text: String) throws(RunInputError) {
    guard let policy = AuditPolicy(rawValue: text) else {
      throw RunInputError("--audit takes off, report or fail, not '\(text)'")
    }
    self = policy
  }
}
