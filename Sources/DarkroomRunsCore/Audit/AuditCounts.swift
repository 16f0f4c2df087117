extension RunSummary {
  /// How many audit findings each check has in the whole run, in the order of
  /// `AuditCheck.allCases`, leaving out checks with none.
  ///
  /// ```swift
  /// for (check, count) in summary.auditByCheck { print(check, count) }   // contrast 2
  /// ```
  public var auditByCheck: [(check: String, count: Int)] {
    var counts: [String: Int] = [:]
    for result in results {
      for finding in result.audit { counts[finding.check.rawValue, default: 0] += 1 }
    }
    return AuditCheck.allCases.compactMap { check in counts[check.rawValue].map { (check.rawValue, $0) } }
  }

  /// Every audit finding in the run.
  public var auditCount: Int { results.reduce(0) { $0 + $1.audit.count } }
}
