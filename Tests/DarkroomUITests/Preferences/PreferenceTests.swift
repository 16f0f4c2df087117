import DarkroomUI
import Testing

/// Preferences flow from views to their ancestors, as SwiftUI's `PreferenceKey` describes
/// (developer.apple.com/documentation/swiftui/preferencekey).
@Suite struct PreferenceTests {
  struct TitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
      value = nextValue() ?? value
    }
  }

  struct CountKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  @Test func aPreferenceSetDeepInsideReachesTheRoot() throws {
    let screen = VStack {
      Text("Header")
      HStack { Text("Inbox").preference(key: TitleKey.self, value: "Inbox") }.padding()
    }
    #expect(try ImageRenderer(content: screen).preferenceValue(TitleKey.self) == "Inbox")
  }

  @Test func withoutAnyViewSettingItTheDefaultComesBack() throws {
    #expect(try ImageRenderer(content: Text("x")).preferenceValue(TitleKey.self) == nil)
    #expect(try ImageRenderer(content: Text("x")).preferenceValue(CountKey.self) == 0)
  }

  @Test func siblingsAreCombinedInOrder() throws {
    let list = VStack {
      ForEach(0..<4) { index in Text("\(index)").preference(key: CountKey.self, value: index) }
      Text("first").preference(key: TitleKey.self, value: "first")
      Text("second").preference(key: TitleKey.self, value: "second")
    }
    let renderer = ImageRenderer(content: list)
    #expect(try renderer.preferenceValue(CountKey.self) == 6)
    #expect(try renderer.preferenceValue(TitleKey.self) == "second")
  }

  @Test func anOuterPreferenceReplacesAndATransformChangesWhatComesUp() throws {
    let replaced = Text("inner").preference(key: TitleKey.self, value: "inner")
      .padding().preference(key: TitleKey.self, value: "outer")
    #expect(try ImageRenderer(content: replaced).preferenceValue(TitleKey.self) == "outer")

    let counted = VStack {
      Text("a").preference(key: CountKey.self, value: 2)
      Text("b").preference(key: CountKey.self, value: 3)
    }.transformPreference(CountKey.self) { $0 *= 10 }
    #expect(try ImageRenderer(content: counted).preferenceValue(CountKey.self) == 50)
  }

  @Test func onPreferenceChangeCompilesAndDrawsTheContent() throws {
    let view = Text("Hello").preference(key: TitleKey.self, value: "t").onPreferenceChange(TitleKey.self) { _ in }
    #expect(try ImageRenderer(content: view).preferenceValue(TitleKey.self) == "t")
    #expect(try ImageRenderer(content: view).render().width > 0)
  }
}
