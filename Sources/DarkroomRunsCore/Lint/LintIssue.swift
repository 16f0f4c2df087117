/// A layout fault the lint found in one state's image: a text cut short, clipped, outside
/// its container or the screen, overlapping another, shown untranslated, or hard-coded.
///
/// The box is in the image's pixels, so the report can draw it over the image.
///
/// ```swift
/// let issue = LintIssue(
///   rule: "truncated", text: "Jetzt loslegen und …", key: "Get Started",
///   message: "'Jetzt loslegen und …' is cut off; let it wrap or give it more room",
///   box: RegionBox(x: 96, y: 2010, width: 420, height: 66, pixels: 0))
/// ```
public struct LintIssue: Sendable, Equatable {
  /// The rule's name: `truncated`, `clipped`, `outside-container`, `off-screen`,
  /// `overlapping`, `missing-translation` or `hard-coded`.
  public var rule: String
  /// The text as drawn.
  public var text: String
  /// The localized key the text was looked up with, if any.
  public var key: String?
  /// What is wrong and what to do, in one line.
  public var message: String
  /// Where, in the image's pixels (`pixels` is unused and 0).
  public var box: RegionBox

  public init(rule: String, text: String, key: String? = nil, message: String, box: RegionBox) {
    self.rule = rule
    self.text = text
    self.key = key
    self.message = message
    self.box = box
  }
}

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

extension LintIssue {
  /// The issue as `summary.json` lists it under a state's `lint`.
  public var json: JSONValue {
    .object([
      ("rule", .string(rule)),
      ("text", .string(text)),
      ("key", key.map { .string($0) } ?? .null),
      ("message", .string(message)),
      ("box", .object([("x", .int(box.x)), ("y", .int(box.y)), ("width", .int(box.width)), ("height", .int(box.height))])),
    ])
  }

  init(json item: JSONValue, reader: SummaryReader) throws(RunInputError) {
    guard let box = item["box"] else { throw reader.wrong("lint", "an issue without a box") }
    self.init(
      rule: try reader.string(item, "rule"), text: try reader.string(item, "text"), key: item["key"]?.string,
      message: try reader.string(item, "message"),
      box: RegionBox(
        x: try reader.int(box, "x"), y: try reader.int(box, "y"), width: try reader.int(box, "width"),
        height: try reader.int(box, "height"), pixels: 0))
  }
}

extension RunSummary {
  /// How many lint issues each language has, rule by rule, in the order the language axis
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
        for issue in result.lint { counts[issue.rule, default: 0] += 1 }
      }
      return (language, counts.keys.sorted().map { ($0, counts[$0] ?? 0) })
    }
  }

  /// Every lint issue in the run.
  public var lintCount: Int { results.reduce(0) { $0 + $1.lint.count } }
}
