import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Sliders, pickers, text fields and labels at UIKit's and SwiftUI's default metrics on iOS 17,
/// at the default text size.
@Suite struct ControlMetricsTests {
  private let tint = "#007aff"

  @Test func aSliderIsFortyFourPointsTallWithAFourPointTrackAndATwentyEightPointThumb() throws {
    let probe = try LayoutProbe(Slider(value: .constant(0.5)).id("slider"), width: 300)
    let slider = probe["slider"]
    #expect(slider.height == 44)
    let thumb = try #require(probe.frames(of: "Circle fill #ffffff").first)
    #expect(thumb.size == CGSize(width: 28, height: 28))
    #expect(abs(thumb.midY - slider.midY) < 0.01)
    let track = try #require(probe.frames(of: "Capsule fill #e5e5ea").first)
    #expect(track.height == 4)
    #expect(abs(track.minX - (slider.minX + 2)) < 0.01 && abs(track.maxX - (slider.maxX - 2)) < 0.01)
  }

  @Test func aSlidersThumbStaysInsideItsFrameAtBothEnds() throws {
    let empty = try LayoutProbe(Slider(value: .constant(0.0)).id("slider"), width: 300)
    let full = try LayoutProbe(Slider(value: .constant(1.0)).id("slider"), width: 300)
    #expect(abs(try #require(empty.frames(of: "Circle fill #ffffff").first).minX - empty["slider"].minX) < 0.01)
    #expect(abs(try #require(full.frames(of: "Circle fill #ffffff").first).maxX - full["slider"].maxX) < 0.01)
  }

  @Test func aStepperIsANinetyFourByThirtyTwoPair() throws {
    let probe = try LayoutProbe(Stepper("Guests", value: .constant(2)), width: 300)
    let pair = try #require(probe.frames(of: "frame width 94 height 32").first)
    #expect(pair.size == CGSize(width: 94, height: 32))
  }

  private func sortPicker() -> some View {
    Picker("Sort", selection: .constant(1)) {
      Text("Date").tag(1)
      Text("Name").tag(2)
    }
  }

  @Test func aMenuPickerOutsideARowShowsOnlyItsSelectionAndTheUpDownChevronInTheTint() throws {
    let probe = try LayoutProbe(sortPicker().id("picker"), width: 300)
    #expect(!probe.description.contains("Text \"Sort\""))
    let selection = try LayoutProbe(Text("Date")).size
    let chevrons = probe.frames(of: "VerticalChevron stroke \(tint)")
    #expect(chevrons.count == 2)
    #expect(abs(probe["picker"].width - (selection.width + 4 + 8)) < 0.01)
    #expect(abs(probe["picker"].height - selection.height) < 0.01)
  }

  @Test func aMenuPickerInAFormRowShowsItsLabelAndItsSelectionOnTheTrailingSide() throws {
    let probe = try LayoutProbe(Form { sortPicker() }, width: 375, height: 200)
    let label = try #require(probe.frames(of: "Text \"Sort\"").first)
    let selection = try #require(probe.frames(of: "Text \"Date\"").first)
    let chevron = try #require(probe.frames(of: "frame width 8 height 12").first)
    let row = try #require(probe.frames(of: "frame maxWidth inf minHeight 44").first)
    #expect(row.height == 44)
    #expect(abs(label.minX - (row.minX + 20)) < 0.01)
    #expect(abs(chevron.maxX - (row.maxX - 20)) < 0.01)
    #expect(abs(chevron.minX - (selection.maxX + 4)) < 0.01)
    #expect(probe.frames(of: "VerticalChevron stroke \(tint)").count == 2)
  }

  @Test func aRoundedBorderTextFieldIsThirtyFourPointsTall() throws {
    let probe = try LayoutProbe(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("field"), width: 300)
    #expect(abs(probe["field"].height - 34) < 0.01)
    let text = try #require(probe.frames(of: "Text \"Name\"").first)
    #expect(abs(text.minX - (probe["field"].minX + 7)) < 0.01)
    #expect(abs(text.midY - probe["field"].midY) < 0.01)
  }

  @Test func aPlainTextFieldInAFormRowHasTheRowsFortyFourPoints() throws {
    let probe = try LayoutProbe(Form { TextField("Name", text: .constant("")) }, width: 375, height: 200)
    let row = try #require(probe.frames(of: "frame maxWidth inf minHeight 44").first)
    #expect(row.height == 44)
    let text = try #require(probe.frames(of: "Text \"Name\"").first)
    #expect(abs(text.midY - row.midY) < 0.01)
  }

  @Test func labelTitlesInAListAlignSixtyPointsFromTheRowsEdgeWhateverTheIconsWidth() throws {
    let probe = try LayoutProbe(
      List {
        Label("Inbox", systemImage: "tray")
        Label("Archive", systemImage: "archivebox")
        Label("Wide", systemImage: "rectangle.stack")
      }, width: 375, height: 300)
    let rows = probe.frames(of: "frame maxWidth inf minHeight 44")
    let titles = ["Inbox", "Archive", "Wide"].compactMap { probe.frames(of: "Text \"\($0)\"").first }
    #expect(rows.count == 3 && titles.count == 3)
    for (row, title) in zip(rows, titles) {
      #expect(abs(title.minX - (row.minX + 60)) < 0.01, "\(title) in \(row)")
    }
  }

  @Test func aLabelOutsideAListPutsEightPointsBetweenIconAndTitle() throws {
    let probe = try LayoutProbe(Label("Inbox", systemImage: "tray"))
    let icon = try #require(probe.frames(of: "Image symbol").first)
    let title = try #require(probe.frames(of: "Text \"Inbox\"").first)
    #expect(abs(title.minX - (icon.maxX + 8)) < 0.01)
  }

  @Test func aLinearProgressViewIsAFourPointTrackFilledToItsValue() throws {
    let probe = try LayoutProbe(ProgressView(value: 0.25).id("bar"), width: 200)
    #expect(probe["bar"].height == 4)
    let fill = try #require(probe.frames(of: "Capsule fill \(tint)").first)
    #expect(abs(fill.width - 50) < 0.01 && fill.height == 4)
  }
}
