import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct DuplicateLabelCheckTests {
  @Test func twoButtonsReadingTheSameLabelAreReportedOnce() throws {
    let findings = try audit(.sufficientElementDescription) {
      VStack {
        HStack { Text("Address"); Button("Edit") {} }
        HStack { Text("Payment"); Button("Edit") {} }
      }
    }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.message.contains("2 buttons read \"Edit\"") == true)
  }

  @Test func buttonsThatSayWhatTheyActOnPass() throws {
    let findings = try audit(.sufficientElementDescription) {
      VStack { Button("Edit address") {}; Button("Edit payment") {} }
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func repeatedPlainTextIsNotADuplicateControl() throws {
    #expect(try audit(.sufficientElementDescription) { VStack { Text("$4.99"); Text("$4.99") } }.isEmpty)
  }
}
