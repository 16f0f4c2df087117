@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// A control with a binding, as SwiftUI code passes state down.
private nonisolated struct LabeledSwitch: View {
  let title: String
  @Binding var isOn: Bool
  var body: some View { Toggle(title, isOn: $isOn) }
}

@Suite struct StrategyTests {
  @Test func traitsMergeWithLaterCollectionsWinning() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
      UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(userInterfaceStyle: .light),
      UITraitCollection(locale: Locale(identifier: "ar")),
    ])
    var environment = EnvironmentValues()
    traits.apply(to: &environment)
    #expect(environment.colorScheme == .light)
    #expect(environment.dynamicTypeSize == .xxLarge)
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(environment.locale.identifier == "ar")
  }

  @Test func aDeviceLayoutHasTheScreensPixels() throws {
    let bitmap = try SnapshotRendering.bitmap(of: Text("Hi"), layout: .device(config: .iPhone15), traits: .init())
    #expect(bitmap.width == 1179 && bitmap.height == 2556)
  }

  @Test func aDeviceLayoutKeepsContentOutOfTheSafeArea() throws {
    let text = try SnapshotRendering.description(
      of: Color.red.id("fill"), layout: .device(config: .iPhone15), traits: .init())
    #expect(text.contains("Color red [id fill] (0, 59, 393×759)"))
  }

  @Test func fixedLayoutsCentreTheViewAndTraitsSetTheScale() throws {
    let text = try SnapshotRendering.description(
      of: Color.red.frame(width: 20, height: 10), layout: .fixed(width: 100, height: 50),
      traits: UITraitCollection(displayScale: 3))
    #expect(text.hasPrefix("canvas 100×50 @3x\nframe width 20 height 10 (40, 20, 20×10)"))
  }

  @Test func anythingThatIsNotAViewIsRefused() {
    #expect(throws: NotAView.self) { try SnapshotRendering.bitmap(of: 42, layout: .sizeThatFits, traits: .init()) }
  }

  @Test func bindingsPassStateIntoControls() throws {
    let on = try SnapshotRendering.description(
      of: LabeledSwitch(title: "Wi-Fi", isOn: .constant(true)), layout: .fixed(width: 300, height: 40), traits: .init())
    #expect(on.contains("Switch on"))
  }
}
