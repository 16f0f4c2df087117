import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI
import Testing

@MainActor @Suite struct MissingLabelCheckTests {
  let photo = Image(bitmap: Bitmap(width: 30, height: 30, filledWith: Pixel(red: 200, green: 80, blue: 20)))

  @Test func anIconOnlyButtonWithoutALabelIsReportedWithItsSymbol() throws {
    let findings = try audit(.sufficientElementDescription) {
      HStack { Button {} label: { Image(systemName: "gear") }.accessibilityIdentifier("toolbar.settings") }
    }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.identifier == "toolbar.settings")
    #expect(findings.first?.message.contains("the image \"gear\" has no label") == true, "\(findings)")
  }

  @Test func aLabelledIconButtonPasses() throws {
    #expect(try audit(.sufficientElementDescription) { Button {} label: { Image(systemName: "gear") }.accessibilityLabel("Settings") }.isEmpty)
  }

  @Test func aButtonWithTextPasses() throws {
    #expect(try audit(.sufficientElementDescription) { Button {} label: { Label("Settings", systemImage: "gear") } }.isEmpty)
  }

  @Test func anImageWithoutADescriptionIsReportedAndAHiddenOneIsNot() throws {
    let bare = try audit(.sufficientElementDescription) { VStack { photo; Text("Sunset") } }
    #expect(bare.count == 1 && bare[0].message.contains("an image has no description"), "\(bare)")
    #expect(try audit(.sufficientElementDescription) { VStack { photo.accessibilityHidden(true); Text("Sunset") } }.isEmpty)
    #expect(try audit(.sufficientElementDescription) { VStack { photo.accessibilityLabel("Sunset over the bay") } }.isEmpty)
  }
}
