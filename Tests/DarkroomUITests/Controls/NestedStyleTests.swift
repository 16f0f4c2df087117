import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

// Styles that show their own control inside `makeBody`, as apps write them to add to the
// platform's look. Each once recursed until the stack overflowed.

private nonisolated struct CardToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).padding(8).background(Color.yellow)
  }
}

private nonisolated struct RebuiltToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.padding(4)
  }
}

private nonisolated struct OuterToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(.horizontal, 30)
  }
}

private nonisolated struct WrappingButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(action: {}) { configuration.label }.padding(6)
  }
}

private nonisolated struct WrappingPrimitiveButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(6)
  }
}

private nonisolated struct WrappingLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    Label(configuration).padding(3)
  }
}

private nonisolated struct WrappingGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    GroupBox(configuration).padding(5)
  }
}

private nonisolated struct WrappingGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    Gauge(value: configuration.value) { configuration.label }.padding(5)
  }
}

private nonisolated struct WrappingProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).padding(5)
  }
}

@Suite struct NestedStyleTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 320, height: 200), traits: UITraitCollection())
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func aToggleInsideItsOwnStyleIsTheSystemSwitch() throws {
    let text = try layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CardToggleStyle()))
    #expect(count("Switch on", in: text) == 1)
    #expect(text.contains("Rectangle fill #ffcc00"))
  }

  @Test func aToggleRebuiltFromTheConfigurationIsTheSystemSwitch() throws {
    let text = try layout(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(RebuiltToggleStyle()))
    #expect(count("Switch off", in: text) == 1)
  }

  @Test func aToggleInsideAStyleTakesTheStyleSetAboveIt() throws {
    let text = try layout(
      Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CardToggleStyle()).toggleStyle(OuterToggleStyle()))
    // The inner style's toggle is drawn by the outer style: a padded label, no switch.
    #expect(!text.contains("Switch"))
    #expect(text.contains("padding horizontal 30"))
    #expect(text.contains("Rectangle fill #ffcc00"))
  }

  @Test func aButtonInsideItsOwnButtonStyleIsTheDefaultButton() throws {
    let text = try layout(Button("Buy") {}.buttonStyle(WrappingButtonStyle()))
    #expect(count("Button", in: text) == 2)
    #expect(text.contains("Text \"Buy\""))
  }

  @Test func aButtonInsideItsOwnPrimitiveStyleTakesTheBorderedStyleAboveIt() throws {
    let plain = try layout(Button("Buy") {}.buttonStyle(WrappingPrimitiveButtonStyle()))
    let bordered = try layout(
      Button("Buy") {}.buttonStyle(WrappingPrimitiveButtonStyle()).buttonStyle(.borderedProminent))
    #expect(!plain.contains("AnyShape fill"))
    #expect(bordered.contains("AnyShape fill #007aff"))
  }

  @Test func labelsGroupBoxesGaugesAndProgressViewsInsideTheirOwnStylesAreThePlatformsOnes() throws {
    let text = try layout(VStack {
      Label("Inbox", systemImage: "tray").labelStyle(WrappingLabelStyle())
      GroupBox("Usage") { Text("82%") }.groupBoxStyle(WrappingGroupBoxStyle())
      Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(WrappingGaugeStyle())
      ProgressView(value: 0.25).progressViewStyle(WrappingProgressStyle())
    })
    #expect(count("Label", in: text) == 2)
    #expect(text.contains("Text \"Inbox\""))
    #expect(count("GroupBox", in: text) == 2)
    #expect(count("Gauge 50%", in: text) == 2)
    #expect(count("ProgressView 25%", in: text) == 2)
  }
}
