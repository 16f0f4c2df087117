import DarkroomLint
import Testing

@Suite struct LintFindingTests {
  @Test func aFindingDescribesItselfByRuleAndMessage() {
    let finding = LintFinding(
      rule: .outsideContainer, text: "Continue", box: LintBox(x: 0, y: 0, width: 80, height: 20),
      message: "\"Continue\" sticks out of its box")
    #expect(finding.description == "outside-container: \"Continue\" sticks out of its box")
  }

  @Test func findingsAreEqualOnlyWithTheSameTableAndBox() {
    let finding = LintFinding(rule: .truncated, text: "Einstellungen", key: "Settings", box: LintBox(x: 1, y: 2, width: 3, height: 4), message: "cut")
    var other = finding
    #expect(finding == other)
    other.table = "Onboarding"
    #expect(finding != other)
    other = finding
    other.box.width = 5
    #expect(finding != other)
  }

  @Test func aBoxKnowsItsFarEdges() {
    let box = LintBox(x: 32, y: 670, width: 140, height: 22)
    #expect(box.maxX == 172 && box.maxY == 692)
  }

  @Test func ruleNamesAreTheOnesConfigurationsAndSummariesUse() {
    #expect(LintRule.allCases.map(\.rawValue) == [
      "truncated", "clipped", "outside-container", "off-screen", "overlapping", "missing-translation", "hard-coded",
    ])
    #expect(LintRule(rawValue: "off-screen") == .offScreen)
    #expect(LintRule(rawValue: "offScreen") == nil)
    #expect("\(LintRule.missingTranslation)" == "missing-translation")
  }
}
