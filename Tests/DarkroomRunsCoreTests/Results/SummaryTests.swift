import DarkroomRunsCore
import Testing

/// A summary with one state of every status, images named as verify names them.
func sampleSummary(baselines: String, shard: ShardSpec? = nil, states: [RunState]? = nil) -> RunSummary {
  var summary = RunSummary(run: "shop", rule: "exact", axes: sampleAxes, baselines: baselines, shard: shard)
  let all = states ?? RunStates.product(sampleAxes)
  summary.results = all.map { state in
    let stem = state.fileStem
    switch state.index % 5 {
    case 0:
      var result = StateResult(state: state, status: .changed, changedPixels: 100 + state.index, width: 100, height: 50,
        regions: [RegionBox(x: 10, y: 5, width: 20, height: 10, pixels: 100 + state.index)])
      result.baselineImage = "images/\(stem).baseline.png"
      result.currentImage = "images/\(stem).current.png"
      result.diffImage = "images/\(stem).diff.png"
      return result
    case 1:
      var result = StateResult(state: state, status: .new, width: 100, height: 50)
      result.currentImage = "images/\(stem).current.png"
      return result
    case 2:
      var result = StateResult(state: state, status: .missingBaseline, width: 100, height: 50, message: "gone")
      result.currentImage = "images/\(stem).current.png"
      return result
    case 3:
      return StateResult(state: state, status: .error, message: "the state could not be rendered: boom")
    default:
      var result = StateResult(state: state, status: .unchanged, width: 100, height: 50)
      result.baselineImage = "images/\(stem).baseline.png"
      return result
    }
  }
  return summary
}

@Suite struct SummaryTests {
  @Test func theSummaryListsWorstFirstThenLargestChange() {
    let summary = sampleSummary(baselines: "/b")
    let statuses = summary.results.map(\.status)
    #expect(statuses == statuses.sorted())
    let changed = summary.results.filter { $0.status == .changed }
    #expect(changed.map(\.changedPixels) == changed.map(\.changedPixels).sorted(by: >))
    #expect(!summary.passed)
    #expect(summary.line == "8 states: 1 error, 2 missing baseline, 2 changed, 2 new, 1 unchanged")
  }

  @Test func theSummaryIsWrittenAndReadBack() throws {
    var summary = sampleSummary(baselines: "/srv/baselines", shard: ShardSpec(index: 2, count: 3))
    summary.removedStates = ["inbox/en/light"]
    let text = summary.json.text(pretty: true)
    let read = try RunSummary(json: try JSONValue.parse(text, source: "s"), source: "s")
    #expect(read == summary)
    #expect(read.json.text(pretty: true) == text)
  }

  @Test func aSummaryFromElsewhereIsRejectedByName() throws {
    #expect {
      try RunSummary(json: try JSONValue.parse(#"{"schema":"x"}"#, source: "a"), source: "r/summary.json")
    } throws: { "\($0)".contains("r/summary.json is not a darkroom run summary") }
    var text = sampleSummary(baselines: "/b").json.text()
    text = text.replacingOccurrences(of: "images/", with: "../../etc/")
    #expect {
      try RunSummary(json: try JSONValue.parse(text, source: "a"), source: "r/summary.json")
    } throws: { "\($0)".contains("outside the report's images folder") }
    // A state's file name is where accept writes its baseline: it may not leave the folder.
    let escaping = sampleSummary(baselines: "/b").json.text().replacingOccurrences(of: #""file":"paywall_en_light""#, with: #""file":"../../etc/passwd""#)
    #expect {
      try RunSummary(json: try JSONValue.parse(escaping, source: "a"), source: "r/summary.json")
    } throws: { "\($0)".contains("a file name that is not a plain name ('../../etc/passwd')") }
  }

  @Test func thePageCarriesTheRunAndNamesRemovedStates() {
    var summary = sampleSummary(baselines: "/b")
    #expect(!ReportPage.html(summary).contains("no longer in the matrix"))
    summary.removedStates = ["inbox/en/light", "<script>"]
    let html = ReportPage.html(summary)
    #expect(html.contains("In the baselines but no longer in the matrix: inbox/en/light, &lt;script&gt;</p>"))
    #expect(html.contains("8 states: 1 error, 2 missing baseline, 2 changed, 2 new, 1 unchanged · rule exact"))
    #expect(html.contains(#"<script id="run-data" type="application/json">{"schema":"darkroom-run-summary/1""#))
    #expect(!html.contains(#""<script>""#), "state ids cannot close the data's script element")
  }

  @Test func junitHasACasePerStateAndFailuresForEachFailingStatus() {
    let xml = JUnitReport.xml(sampleSummary(baselines: "/b"))
    #expect(xml.contains(#"tests="8" failures="6" errors="1""#))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 8)
    #expect(xml.contains(#"name="paywall/en/light""#))
    #expect(xml.contains("pixels changed (2.00%) under the rule exact"))
    #expect(xml.contains("new state: no baseline yet"))
    #expect(xml.contains("<error message=\"the state could not be rendered: boom\"/>"))
  }

  @Test func percentagesPrintTwoDecimals() {
    #expect(JUnitReport.percent(0.0349) == "3.49%")
    #expect(JUnitReport.percent(0.00001) == "<0.01%")
    #expect(JUnitReport.percent(0) == "0.00%")
    #expect(JUnitReport.percent(1) == "100.00%")
  }
}
