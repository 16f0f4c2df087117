@testable import DarkroomPreviews
import DarkroomUI
import Testing

@Suite struct DiscoveryTests {
  @Test func findsPreviewsInTwoModulesWithoutReferencingThem() {
    let catalog = PreviewCatalog.discover()
    let modules = Set(catalog.snapshots.map(\.module))
    #expect(modules.isSuperset(of: ["PreviewFixtureCards", "PreviewFixtureScreens"]))
    #expect(catalog.recordsScanned > 1000)
    #expect(catalog.imagesScanned >= 1)
  }

  @Test func namesAreFileAndDisplayNameUniqueAndUnmangled() {
    let cards = PreviewCatalog.discover(filter: try! PreviewFilter(modules: ["PreviewFixtureCards"])).snapshots
    #expect(cards.map(\.name) == [
      "PreviewFixtureCards/Badge.swift:Badge",
      "PreviewFixtureCards/Badge.swift:line-18",
      "PreviewFixtureCards/Badge.swift:Duplicate",
      "PreviewFixtureCards/Badge.swift:Duplicate_2",
      "PreviewFixtureCards/Badge.swift:Traits",
      "PreviewFixtureCards/Badge.swift:Toggle",
      "PreviewFixtureCards/BadgeStates_Previews:On",
      "PreviewFixtureCards/BadgeStates_Previews:Off",
      "PreviewFixtureCards/BadgeStates_Previews:2",
      "PreviewFixtureCards/BadgeStates_Previews:3",
      "PreviewFixtureCards/Map.swift:Map",
    ])
    #expect(cards[3].fileName == "PreviewFixtureCards_Badge.swift_Duplicate_2")
    #expect(cards[1].line == 18)
    #expect(cards[1].displayName == nil)
  }

  @Test func providerChildrenAndVariantsAreEachTheirOwnSnapshot() {
    let screens = PreviewCatalog.discover(filter: try! PreviewFilter(modules: ["PreviewFixtureScreens"])).snapshots
    #expect(screens.map(\.name) == [
      "PreviewFixtureScreens/Account_Previews:Signed in",
      "PreviewFixtureScreens/Account_Previews:No session",
      "PreviewFixtureScreens/Screens_Previews:Before",
      "PreviewFixtureScreens/Screens_Previews:Trap",
      "PreviewFixtureScreens/Screens_Previews:Missing model",
      "PreviewFixtureScreens/Screens_Previews:With model",
      "PreviewFixtureScreens/Settings.Variants_Previews:Greeting, Light",
      "PreviewFixtureScreens/Settings.Variants_Previews:Greeting, Dark",
      "PreviewFixtureScreens/Settings.Variants_Previews:Greeting, RTL",
    ])
    #expect(screens[7].layout == .sizeThatFits)
  }

  @Test func previewsWrittenWithImportSwiftUIAreFound() {
    let previews = PreviewCatalog.discover(filter: try! PreviewFilter(modules: ["PreviewFixtureSwiftUI"])).snapshots
    #expect(previews.map(\.name) == [
      "PreviewFixtureSwiftUI/Settings.swift:Settings row", "PreviewFixtureSwiftUI/SettingsRow_Previews:On",
    ])
  }

  @Test func traitsAndModifiersAreRead() {
    let cards = PreviewCatalog.discover(filter: try! PreviewFilter(include: ["Traits$"])).snapshots
    #expect(cards.count == 1)
    #expect(cards.first?.layout == .sizeThatFits)
    #expect(cards.first?.orientation == .landscapeLeft)
  }

  @Test func previewableStateRenders() throws {
    let toggle = try #require(PreviewCatalog.discover(filter: try! PreviewFilter(include: [":Toggle$"])).snapshots.first)
    let result = try PreviewRendering.render(toggle.makeView(), layout: toggle.layout, device: .iPhone15)
    #expect((result.bitmap?.width ?? 0) > 0)
  }
}

@Suite struct FilterTests {
  func names(_ filter: PreviewFilter) -> [String] {
    PreviewCatalog.discover(filter: filter).snapshots.map(\.name)
  }

  @Test func includeAndExcludeByNameByDisplayNameAndByModule() throws {
    #expect(names(try PreviewFilter(include: ["Badge\\.swift:Dup"])) == [
      "PreviewFixtureCards/Badge.swift:Duplicate", "PreviewFixtureCards/Badge.swift:Duplicate_2",
    ])
    #expect(names(try PreviewFilter(include: ["BadgeStates"], exclude: [":O"])) == [
      "PreviewFixtureCards/BadgeStates_Previews:2", "PreviewFixtureCards/BadgeStates_Previews:3",
    ])
    #expect(names(try PreviewFilter(includeDisplayNames: ["^Greeting, (Dark|RTL)$"])).count == 2)
    #expect(names(try PreviewFilter(excludeDisplayNames: [".*"], modules: ["PreviewFixtureCards"])).allSatisfy { $0.hasSuffix("line-18") || $0.hasSuffix(":2") || $0.hasSuffix(":3") })
    #expect(names(try PreviewFilter(modules: ["PreviewFixtureScreens"], excludeModules: ["PreviewFixtureScreens"])).isEmpty)
  }

  @Test func aBadPatternNamesItself() {
    #expect(throws: PreviewFilterError.self) { try PreviewFilter(include: ["(unclosed"]) }
    #expect(PreviewFilterError(pattern: "(unclosed").description.contains("\"(unclosed\""))
  }
}
