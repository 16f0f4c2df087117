import DarkroomRunsCore
import Testing

/// A summary of two unchanged states, one of them with a truncated German label.
private func lintedSummary(policy: LintPolicy) -> RunSummary {
  let axes = [RunAxisValues(.screen, ["main"]), RunAxisValues(.language, ["en", "de"])]
  var summary = RunSummary(run: "recorder", rule: "exact", axes: axes, baselines: "/b")
  summary.lintPolicy = policy
  summary.results = RunStates.product(axes).map { state in
    var result = StateResult(state: state, status: .unchanged, width: 1179, height: 2556)
    result.baselineImage = "images/\(state.fileStem).baseline.png"
    if state.value(.language) == "de" {
      result.lint = [
        LintFinding(
          rule: .truncated, text: "Jetzt kostenlos losl…", key: "Get Started",
          box: LintBox(x: 230, y: 2300, width: 720, height: 66),
          message: "'Jetzt kostenlos losl…' (key 'Get Started') is cut off; let it wrap or give it room")
      ]
    }
    return result
  }
  return summary
}

@Suite struct LintReportingTests {
  @Test func lintIssuesAreWrittenToTheSummaryAndReadBack() throws {
    let summary = lintedSummary(policy: .report)
    let text = summary.json.text(pretty: true)
    let read = try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "s")
    #expect(read == summary)
    #expect(read.lintPolicy == .report)
    #expect(read.results.flatMap(\.lint).map(\.key) == ["Get Started"])
    #expect(text.contains(#""policy" : "report""#) || text.contains(#""policy": "report""#))
  }

  @Test func aSummaryWithoutLintReadsAsLintOff() throws {
    var summary = lintedSummary(policy: .off)
    for index in summary.results.indices { summary.results[index].lint = [] }
    var value = try JSONValue.parse(summary.json.text(), source: "s")
    if case .object(let fields) = value { value = .object(fields.filter { $0.0 != "lint" }) }
    let read = try RunSummary(json: value, source: "s")
    #expect(read.lintPolicy == .off)
    #expect(read.lintCount == 0)
  }

  @Test func aFindingsTableIsKeptAndAnUnknownRuleIsNamed() throws {
    var summary = lintedSummary(policy: .report)
    summary.results[1].lint[0].table = "Onboarding"
    let text = summary.json.text()
    #expect(try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "s") == summary)
    let renamed = text.replacingFirst(#""rule":"truncated""#, with: #""rule":"squashed""#)
    #expect {
      try RunSummary(json: try JSONValue.parse(renamed, source: "s"), source: "report/summary.json")
    } throws: { "\($0)".contains("'lint' has the unknown rule 'squashed' (known: truncated, clipped,") }
  }

  @Test func anUnknownLintPolicyInASummaryIsNamed() throws {
    let text = lintedSummary(policy: .report).json.text().replacingFirst(#""policy":"report""#, with: #""policy":"loud""#)
    #expect {
      try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "report/summary.json")
    } throws: { "\($0)".contains("report/summary.json: 'lint' has an unknown policy 'loud'") }
  }

  @Test func lintFailsTheRunOnlyWhenAskedTo() {
    #expect(lintedSummary(policy: .report).passed)
    #expect(!lintedSummary(policy: .fail).passed)
    #expect(lintedSummary(policy: .report).line == "2 states: 2 unchanged; 1 lint issue")
  }

  @Test func lintIsCountedPerLanguageAndRule() {
    let rows = lintedSummary(policy: .report).lintByLanguage
    #expect(rows.map(\.language) == ["en", "de"])
    #expect(rows[0].rules.isEmpty)
    #expect(rows[1].rules.map(\.rule) == ["truncated"] && rows[1].rules.map(\.count) == [1])
  }

  @Test func junitShowsLintAsAFailureOnlyWhenItFailsTheRun() {
    let reported = JUnitReport.xml(lintedSummary(policy: .report))
    #expect(reported.contains(#"failures="0""#))
    let failing = JUnitReport.xml(lintedSummary(policy: .fail))
    #expect(failing.contains(#"failures="1""#))
    #expect(failing.contains("layout lint: 1 issue (truncated)"))
  }

  @Test func theReportPageCarriesTheLintTable() {
    let html = ReportPage.html(lintedSummary(policy: .report))
    #expect(html.contains(#"<section id="lint"></section>"#))
    #expect(html.contains("Jetzt kostenlos losl…"))
  }

  @Test func lintPoliciesAreParsedAndABadOneIsNamed() throws {
    #expect(try LintPolicy(parsing: "fail") == .fail)
    #expect(throws: RunInputError("--lint takes off, report or fail, not 'strict'")) { try LintPolicy(parsing: "strict") }
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    let parts = split(separator: target, maxSplits: 1, omittingEmptySubsequences: false)
    return parts.count == 2 ? parts[0] + replacement + parts[1] : self
  }
}
