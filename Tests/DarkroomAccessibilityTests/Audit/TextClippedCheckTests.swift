import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct TextClippedCheckTests {
  @ViewBuilder func row(lineLimit: Int?) -> some View {
    HStack {
      Text("Notifications for every order").lineLimit(lineLimit)
      Spacer()
    }
    .padding()
  }

  @Test func aOneLineLabelIsCutOffAtAnAccessibilitySize() throws {
    let findings = try audit(.textClipped, textSize: .accessibility3) { row(lineLimit: 1) }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.message.contains("is cut off at the accessibility3 text size") == true, "\(findings)")
  }

  @Test func theSameLabelPassesWhenItMayWrap() throws {
    #expect(try audit(.textClipped, textSize: .accessibility3) { row(lineLimit: nil) }.isEmpty)
  }

  @Test func sizesBelowTheAccessibilityOnesAreLeftToTheLayoutLint() throws {
    #expect(try audit(.textClipped, textSize: .xxxLarge) { row(lineLimit: 1).frame(width: 120) }.isEmpty)
  }
}
