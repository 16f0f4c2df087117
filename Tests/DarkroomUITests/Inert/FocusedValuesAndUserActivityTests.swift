import DarkroomUI
import Foundation
import Observation
import Testing

@testable import DarkroomInert

private struct SelectedTitleKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  fileprivate var selectedTitle: Binding<String>? {
    get { self[SelectedTitleKey.self] }
    set { self[SelectedTitleKey.self] = newValue }
  }

  @Entry fileprivate var zoomLevel: Double?
}

@Observable private final class Library {
  var count = 0
}

/// A menu-like view that reads what the focused view publishes, as command views do.
private struct TitleCommands: View {
  @FocusedValue(\.selectedTitle) var title
  @FocusedBinding(\.selectedTitle) var boundTitle
  @FocusedValue(\.zoomLevel) var zoom
  @FocusedValue(Library.self) var library

  var body: some View {
    Text(title == nil && boundTitle == nil && zoom == nil && library == nil ? "Nothing focused" : "Focused")
  }
}

/// Focused values (developer.apple.com/documentation/swiftui/focusedvalues) and user
/// activities (developer.apple.com/documentation/foundation/nsuseractivity): nothing is
/// focused and no scene is active in a render, so readers see `nil` and publishers draw as
/// they are.
@MainActor
@Suite struct FocusedValuesAndUserActivityTests {
  @Test func readersOfFocusedValuesSeeNothingFocused() throws {
    let commands = TitleCommands()
    #expect(commands.title == nil)
    #expect(commands.zoom == nil)
    #expect(commands.$boundTitle.wrappedValue == nil)
    var values = FocusedValues()
    values.zoomLevel = 2
    #expect(values.zoomLevel == nil)
    let probe = try LayoutProbe(TitleCommands().id("commands"))
    let nothingFocused = try LayoutProbe(Text("Nothing focused").id("commands"))
    #expect(probe["commands"] == nothingFocused["commands"])
  }

  @Test func publishingFocusedAndSceneValuesLeavesTheLayoutAsItIs() throws {
    let library = Library()
    let plain = try LayoutProbe(Text("Notes").id("text"))
    let modified = try LayoutProbe(
      Text("Notes")
        .focusedValue(\.selectedTitle, .constant("Groceries"))
        .focusedSceneValue(\.zoomLevel, 1.5)
        .focusedValue(library)
        .focusedSceneValue(library)
        .userActivity("com.example.viewNote") { activity in activity.title = "Groceries" }
        .onContinueUserActivity("com.example.viewNote") { _ in }
        .id("text"))
    #expect(plain["text"] == modified["text"])
    #expect(plain.size == modified.size)
  }

  @Test func aUserActivityKeepsWhatTheAppSetsOnIt() {
    let activity = NSUserActivity(activityType: "com.example.viewNote")
    activity.title = "Groceries"
    activity.userInfo = ["id": "1"]
    activity.addUserInfoEntries(from: ["id": "2", "list": "home"])
    activity.isEligibleForSearch = true
    activity.becomeCurrent()
    #expect(activity.activityType == "com.example.viewNote")
    #expect(activity.title == "Groceries")
    #expect(activity.userInfo?["id"] as? String == "2")
    #expect(activity.userInfo?["list"] as? String == "home")
    #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch)
  }
}
