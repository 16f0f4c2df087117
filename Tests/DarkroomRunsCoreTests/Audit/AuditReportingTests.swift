import DarkroomRunsCore
import Testing

/// A summary of two unchanged states, the dark one with a low-contrast label.
private func auditedSummary(policy: AuditPolicy) -> RunSummary {
  let axes = [RunAxisValues(.screen, ["settings"]), RunAxisValues(.appearance, ["light", "dark"])]
  var summary = RunSummary(run: "shop", rule: "exact", axes: axes, baselines: "/b")
  summary.auditPolicy = policy
  summary.auditExceptions = [.check(.dynamicType, because: "the receipt is a printed slip")]
  summary.results = RunStates.product(axes).map { state in
    var result = StateResult(state: state, status: .unchanged, width: 1179, height: 2556)
    result.baselineImage = "images/\(state.fileStem).baseline.png"
    if state.value(.appearance) == "dark" {
      result.audit = [
        AuditFinding(
          check: .contrast, label: "Version 2.4", identifier: "settings.version",
          box: LintBox(x: 96, y: 2300, width: 300, height: 60),
          message: "the text \"Version 2.4\" has a contrast ratio of 1.60:1 …")
      ]
    }
    return result
  }
  return summary
}

@Suite struct AuditReportingTests {
  @Test func findingsAndExceptionsAreWrittenToTheSummaryAndReadBack() throws {
    let summary = auditedSummary(policy: .report)
    let text = summary.json.text()
    let read = try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "s")
    #expect(read == summary)
    #expect(read.auditPolicy == .report)
    #expect(read.auditExceptions == summary.auditExceptions)
    #expect(read.results.flatMap(\.audit).map(\.identifier) == ["settings.version"])
    #expect(text.contains(#""audit":{"policy":"report","findings":1,"ignored":[{"check":"dynamicType","reason":"the receipt is a printed slip"}]}"#), "\(text)")
  }

  @Test func aSummaryWithoutAnAuditReadsAsAuditOff() throws {
    var summary = auditedSummary(policy: .off)
    summary.auditExceptions = []
    for index in summary.results.indices { summary.results[index].audit = [] }
    var value = try JSONValue.parse(summary.json.text(), source: "s")
    if case .object(let fields) = value { value = .object(fields.filter { $0.0 != "audit" }) }
    let read = try RunSummary(json: value, source: "s")
    #expect(read.auditPolicy == .off && read.auditCount == 0)
  }

  @Test func anUnknownCheckInASummaryIsNamed() throws {
    let text = auditedSummary(policy: .report).json.text().replacingFirst(#""check":"contrast""#, with: #""check":"loudness""#)
    #expect {
      try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "report/summary.json")
    } throws: { "\($0)".contains("'audit' has the unknown check 'loudness' (known: contrast, hitRegion,") }
  }

  @Test func findingsFailTheRunOnlyUnderFail() {
    #expect(auditedSummary(policy: .report).passed)
    #expect(!auditedSummary(policy: .fail).passed)
    #expect(auditedSummary(policy: .report).line == "2 states: 2 unchanged; 1 audit finding")
  }

  @Test func jUnitFailsTheStateWithAFindingUnderFail() {
    let failing = JUnitReport.xml(auditedSummary(policy: .fail))
    #expect(failing.contains(#"failures="1""#))
    #expect(failing.contains(#"<failure message="accessibility audit: 1 finding (contrast)">contrast: the text &quot;Version 2.4&quot;"#), "\(failing)")
    let reporting = JUnitReport.xml(auditedSummary(policy: .report))
    #expect(reporting.contains(#"failures="0""#) && !reporting.contains("<failure"))
  }

  @Test func theAuditPolicyIsParsedOrNamed() throws {
    #expect(try AuditPolicy(parsing: "fail") == .fail)
    #expect { try AuditPolicy(parsing: "loud") } throws: { "\($0)".contains("--audit takes off, report or fail, not 'loud'") }
  }

  @Test func findingsAreCountedPerCheck() {
    let summary = auditedSummary(policy: .report)
    #expect(summary.auditByCheck.map(\.check) == ["contrast"] && summary.auditCount == 1)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    let parts = split(separator: target, maxSplits: 1, omittingEmptySubsequences: false)
    return parts.count == 2 ? parts[0] + replacement + parts[1] : self
  }
}
