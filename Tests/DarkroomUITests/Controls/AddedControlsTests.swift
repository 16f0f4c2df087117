import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A folder tree, as outline groups show them.
private struct Folder: Identifiable {
  let id: String
  var children: [Folder]?
}

/// A row style that stacks the label over the value.
private struct StackedStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.id("label")
      configuration.content.id("value")
    }
  }
}

/// Controls as SwiftUI declares them: the colour well, outline groups, labelled content
/// styles and formatted values.
@Suite struct AddedControlsTests {
  @Test func aColorPickerDrawsItsLabelAndTheChosenColourInItsWell() throws {
    let picker = ColorPicker("Accent", selection: .constant(Color.black)).frame(width: 200)
    #expect(try DrawnText(picker).strings == ["Accent"])
    let bitmap = try drawnPixels(picker)
    // The well's centre, 14 points in from the trailing edge, is the chosen colour.
    #expect(bitmap[200 - 14, bitmap.height / 2].red < 30)
  }

  @Test func anOutlineGroupShowsItsTopLevelRowsCollapsed() throws {
    let tree = [Folder(id: "Inbox", children: [Folder(id: "Receipts")]), Folder(id: "Sent")]
    let outline = VStack { OutlineGroup(tree, children: \.children) { Text($0.id) } }
    #expect(try DrawnText(outline).strings == ["Inbox", "Sent"])
  }

  @Test func aLabeledContentStyleDrawsEveryRowBelowIt() throws {
    let plain = try LayoutProbe(LabeledContent("Version", value: "2.1").id("row"), width: 300)
    let stacked = try LayoutProbe(
      LabeledContent("Version", value: "2.1").labeledContentStyle(StackedStyle()), width: 300)
    #expect(stacked["value"].minY > stacked["label"].minY)
    #expect(plain.size.height < stacked.size.height)
  }

  @Test func aFormattedValueIsDrawnWithItsFormat() throws {
    let row = LabeledContent("Factor", value: 1.5, format: .number.precision(.fractionLength(2)))
    #expect(try DrawnText(row).strings == ["Factor", "1.50"])
  }

  @Test func anErrorAlertIsTitledWithTheErrorsDescription() throws {
    struct SaveFailed: LocalizedError {
      var errorDescription: String? { "Could not save" }
      var recoverySuggestion: String? { "Try again later." }
    }
    let view = Color.clear.frame(width: 393, height: 852)
      .alert(isPresented: .constant(true), error: SaveFailed() as SaveFailed?) { Button("OK") {} }
    let strings = try DrawnText(view).strings
    #expect(strings.contains("Could not save"))
    #expect(strings.contains("Try again later."))
  }
}
