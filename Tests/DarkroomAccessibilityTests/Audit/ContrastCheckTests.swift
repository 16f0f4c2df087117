import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct ContrastCheckTests {
  let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

  @Test func paleTextOnWhiteIsReportedWithItsRatioAndColours() throws {
    let findings = try audit(.contrast) { Text("Fine print applies").foregroundStyle(Color(red: 0.75, green: 0.75, blue: 0.75)) }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.check == .contrast && finding.label == "Fine print applies")
    #expect(finding.message.contains("#BFBFBF") && finding.message.contains("#FFFFFF"), "\(finding.message)")
    #expect(finding.message.contains("4.5:1"))
  }

  @Test func darkTextOnWhitePasses() throws {
    #expect(try audit(.contrast) { Text("Fine print applies").foregroundStyle(.black) }.isEmpty)
  }

  @Test func greyPassesAsLargeTextButFailsAsBodyText() throws {
    // #808080 on white is 3.95:1: enough for 18 pt and larger, not for 17 pt body text.
    #expect(try audit(.contrast) { Text("Welcome").font(.largeTitle).foregroundStyle(grey) }.isEmpty)
    let body = try audit(.contrast) { Text("Welcome").font(.body).foregroundStyle(grey) }
    #expect(body.count == 1 && body[0].message.contains("3.9"), "\(body)")
  }

  @Test func aButtonsLabelOnItsFillIsMeasured() throws {
    let faint = try audit(.contrast) {
      Button {} label: { Text("Buy").padding(12).foregroundStyle(.white).background(Color(red: 0.7, green: 0.85, blue: 1)) }
    }
    #expect(faint.map(\.label) == ["Buy"])
    let strong = try audit(.contrast) {
      Button {} label: { Text("Buy").padding(12).foregroundStyle(.white).background(Color(red: 0, green: 0.3, blue: 0.7)) }
    }
    #expect(strong.isEmpty, "\(strong)")
  }
}
