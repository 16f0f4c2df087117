import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct AccessibilityAuditTests {
  @ViewBuilder var faulty: some View {
    VStack {
      Text("Sale ends soon").foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8))
      Button {} label: { Image(systemName: "xmark") }.accessibilityLabel("Close").accessibilityIdentifier("promo.close")
    }
  }

  @Test func everyCheckRunsByDefaultInTheOrderOfTheChecks() throws {
    let input = try AuditInput.render(AnyView(faulty), layout: nil)
    let checks = AccessibilityAudit().findings(in: input).map(\.check)
    #expect(checks == [.contrast, .hitRegion], "\(checks)")
  }

  @Test func aCheckCanBeIgnored() throws {
    let input = try AuditInput.render(AnyView(faulty), layout: nil)
    let audit = AccessibilityAudit(ignoring: [.check(.contrast, because: "the sale banner is being redrawn")])
    #expect(audit.findings(in: input).map(\.check) == [.hitRegion])
  }

  @Test func anElementCanBeIgnoredByIdentifierOrLabel() throws {
    let input = try AuditInput.render(AnyView(faulty), layout: nil)
    let byIdentifier = AccessibilityAudit(ignoring: [.element("promo.close", because: "the whole banner is the target")])
    #expect(byIdentifier.findings(in: input).map(\.check) == [.contrast])
    let byLabel = AccessibilityAudit(ignoring: [.element("Sale ends soon", because: "decorative")])
    #expect(byLabel.findings(in: input).map(\.check) == [.hitRegion])
  }

  @Test func aRenderWithoutAccessibilityFactsSaysHowToRender() throws {
    let result = try PreviewRendering.render(
      AnyView(faulty), layout: nil, screen: CGSize(width: 393, height: 852), safeArea: EdgeInsets(), scale: 2)
    #expect(throws: AuditInputError.self) { try AuditInput(result, scale: 2, environment: EnvironmentValues()) }
  }
}
