import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct DynamicTypeCheckTests {
  @Test func aFixedSizeSystemFontIsReported() throws {
    let findings = try audit(.dynamicType) { Text("Total").font(.system(size: 15)) }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.message.contains("fixed 15 pt font") == true, "\(findings)")
  }

  @Test func aFixedSizeCustomFontIsReported() throws {
    #expect(try audit(.dynamicType) { Text("Total").font(.custom("Inter", fixedSize: 15)) }.count == 1)
  }

  @Test func textStylesAndRelativeCustomFontsPass() throws {
    let findings = try audit(.dynamicType) {
      VStack {
        Text("Total").font(.body)
        Text("Subtotal").font(.custom("Inter", size: 15))
        Text("Tax")
      }
    }
    #expect(findings.isEmpty, "\(findings)")
  }
}
