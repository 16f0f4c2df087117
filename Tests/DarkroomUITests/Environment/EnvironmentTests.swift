@testable import DarkroomUI
@testable import DarkroomViews
import Foundation
import Testing

/// Shows the environment's text size by name.
private nonisolated struct DynamicTypeSizeLabel: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(verbatim: "\(size)") }
}

private struct AccentWidthKey: EnvironmentKey {
  static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
  fileprivate var accentWidth: CGFloat {
    get { self[AccentWidthKey.self] }
    set { self[AccentWidthKey.self] = newValue }
  }
}

/// A bar as wide as a custom environment value.
private nonisolated struct AccentBar: View {
  @Environment(\.accentWidth) private var width
  var body: some View { Color.red.frame(width: width, height: 4).id("bar") }
}

/// Reports the colour scheme it sees as the width of a square.
private nonisolated struct SchemeProbe: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { square(colorScheme == .dark ? 20 : 10, "scheme") }
}

/// Uses an environment value inside a `ForEach` closure, which runs after `body` returns.
private nonisolated struct LateReader: View {
  @Environment(\.accentWidth) private var width
  var body: some View {
    VStack {
      ForEach(0..<1) { _ in square(width, "late") }
    }
    .environment(\.accentWidth, 99)
  }
}

/// A view with state, rendered in the state it was created with.
private nonisolated struct Counter: View {
  @State var count = 3
  var body: some View {
    HStack(spacing: 0) { ForEach(0..<count, id: \.self) { square(10, "c\($0)") } }
  }
}

@Suite struct EnvironmentTests {
  @Test func aDynamicTypeRangeKeepsTheSizeInsideIt() throws {
    func size(_ outer: DynamicTypeSize, _ view: (AnyView) -> AnyView) throws -> String {
      try LayoutProbe(view(AnyView(DynamicTypeSizeLabel())).dynamicTypeSize(outer)).description
    }
    #expect(try size(.accessibility3) { AnyView($0.dynamicTypeSize(...DynamicTypeSize.xxxLarge)) }.contains("xxxLarge"))
    #expect(try size(.xSmall) { AnyView($0.dynamicTypeSize(.medium ... .large)) }.contains("\"medium\""))
    #expect(try size(.large) { AnyView($0.dynamicTypeSize(.small ... .xLarge)) }.contains("\"large\""))
    #expect(try size(.xSmall) { AnyView($0.dynamicTypeSize(DynamicTypeSize.large...)) }.contains("\"large\""))
  }

  @Test func customKeysHaveTheirDefaultAndTakeWrittenValues() throws {
    #expect(try LayoutProbe(AccentBar())["bar"].width == 12)
    #expect(try LayoutProbe(AccentBar().environment(\.accentWidth, 40))["bar"].width == 40)
  }

  @Test func environmentValuesFlowDownAndInnerOnesWin() throws {
    let probe = try LayoutProbe(
      VStack { AccentBar().environment(\.accentWidth, 30) }.environment(\.accentWidth, 50))
    #expect(probe["bar"].width == 30)
  }

  @Test func aViewReadsItsOwnEnvironmentInLaterClosures() throws {
    #expect(try LayoutProbe(LateReader())["late"].width == 12)
  }

  @Test func colorSchemeModifierAndPreferredColorScheme() throws {
    #expect(try LayoutProbe(SchemeProbe())["scheme"].width == 10)
    #expect(try LayoutProbe(SchemeProbe().colorScheme(.dark))["scheme"].width == 20)
    // A preferred scheme applies to the whole render, including views outside the modifier.
    let probe = try LayoutProbe(VStack { SchemeProbe(); Text("x").preferredColorScheme(.dark) })
    #expect(probe["scheme"].width == 20)
  }

  @Test func displayScaleIsTheRenderScale() throws {
    nonisolated struct ScaleProbe: View {
      @Environment(\.displayScale) private var scale
      @Environment(\.pixelLength) private var pixel
      var body: some View { Color.red.frame(width: scale * 10, height: pixel * 30).id("s") }
    }
    #expect(same(try LayoutProbe(ScaleProbe(), scale: 2)["s"], rect(0, 0, 20, 15)))
  }

  @Test func localeAndTimeZoneDefaultsAreFixed() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US")
    #expect(environment.timeZone.secondsFromGMT(for: Date()) == 0)
    #expect(environment.layoutDirection == .leftToRight)
    #expect(environment.dynamicTypeSize == .large)
  }

  @Test func timeZoneAndLocaleReachTheView() throws {
    nonisolated struct DateLabel: View {
      @Environment(\.timeZone) private var timeZone
      @Environment(\.locale) private var locale
      var body: some View {
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        return Text(formatter.string(from: Date(timeIntervalSince1970: 0))).id("time")
      }
    }
    let utc = try LayoutProbe(DateLabel()).description
    let tokyo = try LayoutProbe(DateLabel().environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)).description
    #expect(utc.contains("\"00:00\""))
    #expect(tokyo.contains("\"09:00\""))
  }

  @Test func stateStartsAtItsInitialValue() throws {
    #expect(try LayoutProbe(Counter()).size.width == 30)
    #expect(try LayoutProbe(Counter(count: 5)).size.width == 50)
  }

  @Test func bindingsReadAndWrite() throws {
    let constant = Binding.constant(true)
    constant.wrappedValue = false
    #expect(constant.wrappedValue)
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 7
    #expect(stored == 7)
    struct Box { var value = 0 }
    let state = State(wrappedValue: Box())
    state.projectedValue.value.wrappedValue = 4
    #expect(state.wrappedValue.value == 4)
  }

  @Test func sizeCategoryAndDynamicTypeSizeAreTheSameSetting() throws {
    var environment = EnvironmentValues()
    environment.sizeCategory = .accessibilityExtraLarge
    #expect(environment.dynamicTypeSize == .accessibility3)
  }
}
