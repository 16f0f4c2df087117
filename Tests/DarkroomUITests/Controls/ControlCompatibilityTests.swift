import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A gauge style written the way apps write one: segments filled to the value.
private nonisolated struct SegmentsGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 2) {
      ForEach(0..<4) { index in
        Rectangle().fill(Double(index) < configuration.value * 4 ? Color.green : Color.gray)
          .frame(width: 10, height: 6)
      }
      configuration.currentValueLabel
    }
  }
}

/// Controls written for older or newer iOS releases than the main path: the iOS 13 field
/// initialisers, text field style types, gauge styles and `.labelsHidden()`.
@Suite struct ControlCompatibilityTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 320, height: 120), traits: UITraitCollection())
  }

  @Test func theIOS13FieldInitialisersDrawTheirText() throws {
    let text = try layout(VStack {
      TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {})
      TextField("City", text: .constant(""), onCommit: {})
      SecureField("Password", text: .constant("pw"), onCommit: {})
    })
    #expect(text.contains("Text \"Ada\""))
    #expect(text.contains("Text \"City\""))
    #expect(text.contains("Text \"••\""))
  }

  @Test func theRoundedBorderStyleTypeDrawsTheBorderAsItsShorthandDoes() throws {
    let byType = try layout(TextField("Email", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle()))
    let byName = try layout(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder))
    let plain = try layout(TextField("Email", text: .constant("")).textFieldStyle(PlainTextFieldStyle()))
    #expect(byType == byName)
    #expect(byType.contains("RoundedRectangle"))
    #expect(!plain.contains("RoundedRectangle"))
  }

  @Test func aCustomGaugeStyleMakesEveryGaugeBelowIt() throws {
    let gauge = Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50%") }
    let text = try layout(VStack { gauge }.gaugeStyle(SegmentsGaugeStyle()))
    #expect(text.split(separator: "\n").filter { $0.contains("Rectangle fill #34c759") }.count == 2)
    #expect(text.contains("Text \"50%\""))
    #expect(!text.contains("Text \"Fuel\""), "the style does not draw the label")
  }

  @Test func aGaugeWithoutAStyleIsALabelledBar() throws {
    let text = try layout(Gauge(value: 3, in: 0...4) { Text("Level") } currentValueLabel: { Text("3") })
    #expect(text.contains("Gauge 75%"))
    #expect(text.contains("Text \"Level\""))
  }

  @Test func hiddenLabelsLeaveOnlyTheControl() throws {
    let shown = try layout(Toggle("Wi-Fi", isOn: .constant(true)))
    let hidden = try layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
    #expect(shown.contains("Text \"Wi-Fi\""))
    #expect(!hidden.contains("Text \"Wi-Fi\""))
    #expect(hidden.contains("Switch on"))
    let picker = try layout(Picker("Sort", selection: .constant(1)) { Text("Date").tag(1) }.labelsHidden())
    #expect(!picker.contains("Text \"Sort\""))
  }
}

/// A group box style written the way apps write one.
private nonisolated struct CaptionGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label.font(.caption)
      configuration.content
    }
  }
}

@Suite struct GroupBoxStyleTests {
  @Test func aCustomGroupBoxStyleLaysOutTheLabelAndContent() throws {
    let box = GroupBox("Battery") { Text("82%") }.groupBoxStyle(CaptionGroupBoxStyle())
    let text = try SnapshotRendering.description(of: box, layout: .fixed(width: 320, height: 80), traits: UITraitCollection())
    #expect(text.contains("HStack"))
    #expect(text.contains("Text \"Battery\""))
    #expect(text.contains("Text \"82%\""))
    #expect(!text.contains("RoundedRectangle"), "the default box's background is not drawn")
  }

  @Test func theDefaultGroupBoxIsARoundedBox() throws {
    let text = try SnapshotRendering.description(
      of: GroupBox("Battery") { Text("82%") }, layout: .fixed(width: 320, height: 80), traits: UITraitCollection())
    #expect(text.contains("RoundedRectangle"))
  }
}
