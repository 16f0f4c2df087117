import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct HitRegionCheckTests {
  @Test func aSmallIconButtonIsReportedWithItsSize() throws {
    let findings = try audit(.hitRegion) {
      Button {} label: { Image(systemName: "xmark") }.accessibilityLabel("Close")
    }
    #expect(findings.count == 1)
    #expect(findings.first?.label == "Close")
    #expect(findings.first?.message.contains("smaller than the 44×44 pt") == true, "\(findings)")
  }

  @Test func aButtonWhoseLabelFillsFortyFourPointsPasses() throws {
    let findings = try audit(.hitRegion) {
      Button {} label: { Image(systemName: "xmark").frame(minWidth: 44, minHeight: 44) }.accessibilityLabel("Close")
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func textIsNoTarget() throws {
    #expect(try audit(.hitRegion) { Text("Hi").font(.caption) }.isEmpty)
  }

  @Test func aToggleInAListRowIsHitAnywhereInTheRow() throws {
    let findings = try audit(.hitRegion) {
      List { Toggle("Email receipts", isOn: .constant(true)) }
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aListRowGivesItsControlTheRowAsHitRegion() throws {
    let elements = try ImageRenderer(content: List { Button("Sign Out") {} }.frame(width: 393, height: 300)).accessibilityElements()
    let button = try #require(elements.first { $0.label == "Sign Out" })
    #expect(button.hitRegion.height >= 44)
    #expect(button.hitRegion.width > button.frame.width)
  }
}
