import DarkroomRunsCore
import Testing

/// Sizes a hand-edited or damaged `summary.json` may hold.
@Suite struct SummarySizeTests {
  @Test func statesWhoseSizesOverflowWhenMultipliedAreStillSortedAndShared() throws {
    let state = RunState(index: 0, values: [(.screen, "paywall")])
    let huge = StateResult(state: state, status: .changed, changedPixels: 10, width: 4_000_000_000_000_000, height: 4_000_000_000_000_000)
    let small = StateResult(state: RunState(index: 1, values: [(.screen, "settings")]), status: .changed, changedPixels: 10, width: 10, height: 10)
    #expect(huge.changedShare < small.changedShare)
    var summary = RunSummary(run: "shop", rule: "exact", axes: [RunAxisValues(.screen, ["paywall", "settings"])], baselines: "B")
    summary.results = [huge, small]
    let again = try RunSummary(json: try JSONValue.parse(summary.json.text(), source: "summary.json"), source: "summary.json")
    #expect(again.results.map(\.state.id) == ["settings", "paywall"])
  }
}
