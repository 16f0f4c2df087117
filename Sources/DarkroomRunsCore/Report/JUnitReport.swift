import DarkroomPages

/// The run as JUnit XML, for CI systems that show test results: one test suite (the run),
/// one test case per state, named by its id; a changed, new or missing state is a failure
/// and an error state an error, each with a message that says what to look at.
///
/// ```swift
/// try FileBytes.writeAtomically(Array(JUnitReport.xml(summary).utf8), to: "report/junit.xml", creatingFolder: true)
/// ```
public enum JUnitReport {
  public static func xml(_ summary: RunSummary) -> String {
    let counts = summary.counts
    let errors = counts[.error] ?? 0
    let lintFails = summary.lintPolicy.failsRun
    let auditFails = summary.auditPolicy.failsRun
    func checksFail(_ result: StateResult) -> Bool {
      (lintFails && !result.lint.isEmpty) || (auditFails && !result.audit.isEmpty)
    }
    let failures = summary.results.filter { $0.status.fails || ($0.status != .error && checksFail($0)) }.count - errors
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites name=\"darkroom\" tests=\"\(summary.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    text += "  <testsuite name=\"\(escape(summary.run))\" tests=\"\(summary.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for result in summary.results.sorted(by: { $0.state.index < $1.state.index }) {
      text += "    <testcase classname=\"\(escape(summary.run))\" name=\"\(escape(result.state.id))\""
      switch result.status {
      case .unchanged where checksFail(result):
        let lint = lintFails ? result.lint : []
        let audit = auditFails ? result.audit : []
        let line = [lint.isEmpty ? nil : lintLine(lint), audit.isEmpty ? nil : auditLine(audit)].compactMap { $0 }
        let details = lint.map(\.message) + audit.map { "\($0.check.rawValue): \($0.message)" }
        text += ">\n      <failure message=\"\(escape(line.joined(separator: "; ")))\">\(escape(details.joined(separator: "\n")))</failure>\n"
      case .unchanged:
        text += "/>\n"
        continue
      case .error:
        text += ">\n      <error message=\"\(escape(result.message ?? "error"))\"/>\n"
      case .changed:
        let message = "\(result.changedPixels) pixels changed (\(percent(result.changedShare))) under the rule \(summary.rule)"
          + (result.message.map { "; \($0)" } ?? "")
        text += ">\n      <failure message=\"\(escape(message))\">\(escape("diff: \(result.diffImage ?? "none")"))</failure>\n"
      case .new:
        text += ">\n      <failure message=\"new state: no baseline yet; accept it with darkroom run accept\"/>\n"
      case .missingBaseline:
        text += ">\n      <failure message=\"\(escape(result.message ?? "the baseline image is missing"))\"/>\n"
      }
      text += "    </testcase>\n"
    }
    text += "  </testsuite>\n</testsuites>\n"
    return text
  }

  /// `layout lint: 2 issues (truncated, missing-translation)`.
  static func lintLine(_ issues: [LintFinding]) -> String {
    var rules: [String] = []
    for issue in issues where !rules.contains(issue.rule.rawValue) { rules.append(issue.rule.rawValue) }
    return "layout lint: \(issues.count) issue\(issues.count == 1 ? "" : "s") (\(rules.joined(separator: ", ")))"
  }

  /// `accessibility audit: 2 findings (contrast, hitRegion)`.
  static func auditLine(_ findings: [AuditFinding]) -> String {
    var checks: [String] = []
    for finding in findings where !checks.contains(finding.check.rawValue) { checks.append(finding.check.rawValue) }
    return "accessibility audit: \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(checks.joined(separator: ", ")))"
  }

  /// `3.49%`, with two decimals; `<0.01%` for a change too small to show.
  public static func percent(_ share: Double) -> String {
    if share > 0 && share < 0.0001 { return "<0.01%" }
    let hundredths = Int((share * 10000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
  }

  static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
