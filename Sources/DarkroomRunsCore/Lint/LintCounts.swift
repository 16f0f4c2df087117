extension RunSummary {
  /// How many lint findings each language has, rule by rule, in the order the language axis
  /// lists them (one row, `""`, when the run has no language axis).
  ///
  /// ```swift
  /// for (language, rules) in summary.lintByLanguage { print(language, rules) }
  /// // de [("truncated", 1)]
  /// ```
  public var lintByLanguage: [(language: String, rules: [(rule: String, count: Int)])] {
    let languages = axes.first(where: { $0.axis == .language })?.values ?? [""]
    return languages.map { language in
      var counts: [String: Int] = [:]
      for result in results where (result.state.value(.language) ?? "") == language {
        for finding in result.lint { counts[finding.rule.rawValue, default: 0] += 1 }
      }
      return (language, counts.keys.sorted().map { ($0, counts[$0] ?? 0) })
    }
  }

  /// Every lint finding in the run.
  public var lintCount: Int { results.reduce(0) { $0 + $1.lint.count } }
}
