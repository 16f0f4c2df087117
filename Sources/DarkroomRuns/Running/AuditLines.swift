import DarkroomRunsCore

extension RunEngine {
  /// `audit: 3 findings (2 contrast, 1 hitRegion)` and the first findings, as verify prints them.
  static func auditLines(_ summary: RunSummary) -> [String] {
    guard summary.auditCount > 0 else { return [] }
    let perCheck = summary.auditByCheck.map { "\($0.count) \($0.check)" }.joined(separator: ", ")
    var lines = [
      "audit: \(summary.auditCount) finding\(summary.auditCount == 1 ? "" : "s") (\(perCheck))"
        + (summary.auditPolicy.failsRun ? ", which fail the run" : "")
    ]
    let findings = summary.results.sorted { $0.state.index < $1.state.index }.flatMap { result in
      result.audit.map { (result.state.id, $0) }
    }
    for (id, finding) in findings.prefix(12) { lines.append("  \(finding.check): \(id): \(finding.message)") }
    if findings.count > 12 { lines.append("  … and \(findings.count - 12) more in the report") }
    return lines
  }
}
