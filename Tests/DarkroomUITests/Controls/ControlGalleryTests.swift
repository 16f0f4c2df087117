import Darkroom
import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private enum Sort: Hashable { case date, name, size }

/// A form with every control at rest, the way a preferences screen writes it.
private nonisolated struct PreferencesForm: View {
  @State var name = ""
  @State var password = "secret"
  @State var volume = 0.3
  @State var guests = 2
  @State var sort = Sort.name
  @State var theme = Sort.date
  @State var due = Date(timeIntervalSince1970: 1_796_032_860)
  @State var advanced = true
  @State var notify = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Profile") {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          LabeledContent("Version", value: "2.1")
        }
        Section("Controls") {
          Slider(value: $volume)
          Stepper("Guests: \(guests)", value: $guests, in: 1...10)
          Picker("Sort by", selection: $sort) {
            Text("Date").tag(Sort.date)
            Text("Name").tag(Sort.name)
            Text("Size").tag(Sort.size)
          }
          Picker("Theme", selection: $theme) {
            Text("Light").tag(Sort.date)
            Text("Dark").tag(Sort.name)
          }
          .pickerStyle(.segmented)
          DatePicker("Due", selection: $due, displayedComponents: .date)
          ProgressView("Uploading", value: 0.6)
          ProgressView()
          DisclosureGroup("Advanced", isExpanded: $advanced) { Toggle("Notify", isOn: $notify) }
        }
        Section {
          Button("Continue") {}.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
          Button("Later") {}.buttonStyle(.bordered)
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
      }
      .navigationTitle("Preferences")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

@Suite struct ControlGalleryTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func everyDatePickerStyleDrawsTheCompactPicker() throws {
    let due = Date(timeIntervalSince1970: 1_700_000_000)
    func picker() -> some View { DatePicker("Due", selection: .constant(due), displayedComponents: .date) }
    let compact = try layout(picker())
    #expect(try layout(picker().datePickerStyle(.wheel)) == compact)
    #expect(try layout(picker().datePickerStyle(WheelDatePickerStyle())) == compact)
    #expect(try layout(picker().datePickerStyle(.graphical)) == compact)
    #expect(try layout(picker().datePickerStyle(GraphicalDatePickerStyle())) == compact)
    #expect(try layout(picker().datePickerStyle(.compact)) == compact)
    #expect(try layout(picker().datePickerStyle(.automatic)) == compact)
  }

  @Test func anIndeterminateSpinnerKeepsItsPlaceButDrawsNothing() throws {
    let text = try layout(ProgressView())
    #expect(text.contains("ProgressView spinner (not drawn)"))
    #expect(text.contains("Color #00000000"))
    #expect(text.contains("20×20"))
  }

  @Test func aBarIsFilledToTheValuesShare() throws {
    let text = try layout(ProgressView(value: 3.0, total: 4.0).frame(width: 200))
    #expect(text.contains("ProgressView 75%"))
    #expect(text.contains("Capsule fill #007aff (96.67, 436.67, 150×4)"))
  }

  @Test func oddProgressValuesDoNotTrap() throws {
    for (value, total) in [(Double.nan, 1.0), (5, 0), (-3, 10), (.infinity, 1)] {
      let text = try layout(ProgressView(value: value, total: total))
      #expect(text.contains("ProgressView 0%") || text.contains("ProgressView 100%"))
    }
  }

  @Test func aPickerShowsItsSelectedOption() throws {
    let text = try layout(PreferencesForm())
    #expect(text.contains("Picker menu"))
    #expect(text.contains("Picker segmented"))
    let sortRow = text.split(separator: "\n").filter { $0.contains("Text \"Name\"") }
    #expect(sortRow.count == 2, "the menu shows the selection; the segmented control shows every option once")
  }

  @Test func textFieldsShowTheirPromptWhenEmptyAndDotsWhenSecure() throws {
    let text = try layout(PreferencesForm())
    #expect(text.contains("TextField placeholder"))
    #expect(text.contains("Text \"••••••\""))
  }

  @Test func theDatePickerFormatsForTheLocale() throws {
    let german = try layout(PreferencesForm().environment(\.locale, Locale(identifier: "de_DE")))
    #expect(german.contains("Text \"30.11.2026\""))
    let english = try layout(PreferencesForm())
    #expect(english.contains("Text \"Nov 30, 2026\""))
  }

  @Test func aSnapshotGrowsToShowTheWholeScrollContent() throws {
    let expanded = try SnapshotRendering.description(
      of: PreferencesForm(), layout: .device(config: .iPhone15), traits: UITraitCollection())
    let viewport = try SnapshotRendering.description(
      of: PreferencesForm().snapshotExpansion(false), layout: .device(config: .iPhone15), traits: UITraitCollection())
    #expect(viewport.hasPrefix("canvas 393×852 @3x"))
    let height = try #require(Double(expanded.split(separator: "\n")[0].split(separator: "×")[1].split(separator: " ")[0]))
    #expect(height > 852)
    #expect(expanded.contains("Text \"Privacy Policy\""))
  }

  @Test func thePreferencesForm() {
    assertSnapshot(of: PreferencesForm(), as: .image(layout: .device(config: .iPhone15)))
  }
}
