import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A card to flip, as flashcard apps declare their models.
private struct Card: Identifiable, Hashable {
  let id: Int
  let front: String
}

/// SwiftUI and Foundation API that real view files use and that draw as on iOS: letter
/// spacing set on a whole view, optional formatted fields, view-labelled fields, string
/// titles, lists whose selection always holds a value.
@Suite struct SampleFiveAdditionsTests {
  @Test func trackingOnAViewSpacesTheTextsInsideIt() throws {
    let plain = try LayoutProbe(HStack { Text("SETS").id("title") })["title"]
    let spaced = try LayoutProbe(HStack { Text("SETS").id("title") }.tracking(3))["title"]
    #expect(spaced.width - plain.width >= 3 * 3 - 0.01, "three points between each two letters")
    let own = try LayoutProbe(HStack { Text("SETS").tracking(1).id("title") }.tracking(3))["title"]
    #expect(own.width < spaced.width, "a text's own spacing wins over the view's")
    #expect(try drawnPixels(Text("SETS").kerning(3)) == drawnPixels(Text("SETS").tracking(3)))
  }

  @Test func anOptionalValueFieldShowsTheValueFormattedOrItsPrompt() throws {
    let minutes: Int? = 15
    #expect(try DrawnText(TextField("Minutes", value: .constant(minutes), format: .number)).strings == ["15"])
    let none: Int? = nil
    #expect(try DrawnText(TextField("Minutes", value: .constant(none), format: .number)).strings == ["Minutes"])
  }

  @Test func aFieldLabelledByAViewShowsItsPromptWhileEmpty() throws {
    let field = TextField(text: .constant(""), prompt: Text("Required")) { Text("Name") }
    #expect(try DrawnText(field).strings == ["Required"])
    #expect(try DrawnText(TextField(text: .constant("Ada")) { Text("Name") }).strings == ["Ada"])
  }

  @Test func aDisclosureGroupTitledWithAStringShowsOnlyItsTitle() throws {
    let name = "Leg day"
    #expect(try DrawnText(DisclosureGroup(name) { Text("Squats") }).strings == ["Leg day"])
  }

  @Test func aListWhoseSelectionAlwaysHoldsAValueShowsItsRows() throws {
    let cards = [Card(id: 1, front: "Hola"), Card(id: 2, front: "Adiós")]
    let list = List(selection: .constant(cards[0])) { ForEach(cards) { Text($0.front).tag($0) } }
    #expect(try DrawnText(list.frame(width: 300, height: 200)).strings == ["Hola", "Adiós"])
    let fromData = List(cards, selection: .constant(cards[1])) { Text($0.front) }
    #expect(try DrawnText(fromData.frame(width: 300, height: 200)).strings == ["Hola", "Adiós"])
  }

  @Test func anAlertTitledWithAStringIsShownForItsData() throws {
    let title = "Delete deck?"
    let screen = Color.white.alert(title, isPresented: .constant(true), presenting: Card(id: 1, front: "Hola")) { _ in
      Button("Delete", role: .destructive) {}
    } message: { card in Text(card.front) }
    let strings = try DrawnText(screen.frame(width: 390, height: 600)).strings
    #expect(strings.contains("Delete deck?") && strings.contains("Hola"))
  }

  @Test func aSearchFieldBoundToItsPresentationIsDrawnAtRest() throws {
    let bound = NavigationStack { Text("Decks").searchable(text: .constant(""), isPresented: .constant(false), prompt: "Decks") }
    let plain = NavigationStack { Text("Decks").searchable(text: .constant(""), prompt: "Decks") }
    #expect(try drawnPixels(bound.frame(width: 390, height: 300)) == drawnPixels(plain.frame(width: 390, height: 300)))
  }

  @Test func anInspectorOnAPhoneIsASheet() throws {
    let inspected = Color.white.inspector(isPresented: .constant(true)) { Text("Details") }.inspectorColumnWidth(320)
    let sheet = Color.white.sheet(isPresented: .constant(true)) { Text("Details") }
    #expect(try drawnPixels(inspected.frame(width: 390, height: 500)) == drawnPixels(sheet.frame(width: 390, height: 500)))
    #expect(try DrawnText(Color.white.inspector(isPresented: .constant(false)) { Text("Details") }).strings.isEmpty)
  }

  @Test func uiColorGivesItsHueSaturationAndBrightness() {
    var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
    UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.25).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    #expect(abs(hue - 210.0 / 360) < 1e-6 && saturation == 1 && brightness == 1 && alpha == 0.25)
    UIColor(white: 0.4, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    #expect(hue == 0 && saturation == 0 && abs(brightness - 0.4) < 1e-6)
    UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
    #expect(abs(hue - 330.0 / 360) < 1e-6)
  }

  @Test func aSnapshotDeviceIsNeitherInLowPowerModeNorHot() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled && ProcessInfo.processInfo.thermalState == .nominal)
    #expect(Notification.Name.NSProcessInfoPowerStateDidChange.rawValue == "NSProcessInfoPowerStateDidChangeNotification")
  }
}
