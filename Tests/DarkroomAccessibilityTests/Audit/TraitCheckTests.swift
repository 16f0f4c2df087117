import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct TraitCheckTests {
  @Test func textDrawnAsAButtonWithoutTheTraitIsReported() throws {
    let findings = try audit(.trait) {
      Text("Continue").padding(16).frame(maxWidth: .infinity).background(Color.blue).onTapGesture {}
    }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.label == "Continue")
    #expect(findings.first?.message.contains("has no button trait") == true)
  }

  @Test func theSameLookAsARealButtonPasses() throws {
    let findings = try audit(.trait) {
      Button {} label: { Text("Continue").padding(16).frame(maxWidth: .infinity).background(Color.blue) }
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aTappableViewGivenTheButtonTraitPasses() throws {
    let findings = try audit(.trait) {
      Text("Continue").padding(16).frame(maxWidth: .infinity).background(Color.blue)
        .accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aFormRowOfTextIsNotTakenForAButton() throws {
    let findings = try audit(.trait) {
      Form { Section("General") { Text("Notifications"); Text("Privacy") } }
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aSmallBadgeOrASquareTileIsNotTakenForAButton() throws {
    #expect(try audit(.trait) { Text("NEW").font(.caption).padding(4).background(Color.red) }.isEmpty)
    #expect(try audit(.trait) { Text("1").frame(width: 40, height: 40).background(Color.blue) }.isEmpty)
  }

  @Test func aLinkThatIsAlsoAButtonIsReported() throws {
    let findings = try audit(.trait) {
      Text("Terms").accessibilityAddTraits([.isLink, .isButton])
    }
    #expect(findings.count == 1 && findings[0].message.contains("both a link and a button"), "\(findings)")
  }
}
