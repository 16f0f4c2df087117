import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// The APIs Darkroom accepts and ignores (`Sources/DarkroomInert/`): they draw the view
/// they modify unchanged, and README's list of them is the one the sources give.
@Suite struct InertAPITests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func readmeListsExactlyTheAPIsInTheInertFolder() throws {
    let script = Self.repository.appendingPathComponent("scripts/inert-apis.sh")
    try #require(FileManager.default.fileExists(atPath: script.path), "no \(script.path)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path, "--check"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }

  @Test func inertModifiersLeaveTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Inbox").id("text"))
    let modified = try LayoutProbe(
      Text("Inbox")
        .onTapGesture {}
        .onAppear {}
        .animation(.spring, value: 1)
        .transition(.opacity)
        .contextMenu { Button("Delete") {} }
        .swipeActions { Button("Pin") {} }
        .keyboardShortcut(.defaultAction)
        .sensoryFeedback(.success, trigger: 1)
        .scrollIndicators(.hidden)
        .toolbarBackground(.visible, for: .navigationBar)
        .accessibilityAction {}
        .id("text"))
    #expect(same(plain["text"], modified["text"]))
    #expect(plain.size == modified.size)
  }

  @Test func scrollFeedbackAndIndexModifiersLeaveTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Inbox").id("text"))
    let modified = try LayoutProbe(
      Text("Inbox")
        .scrollIndicators(.never)
        .scrollBounceBehavior(.basedOnSize)
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }, action: { _, _ in })
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1)
        .sensoryFeedback(.impact(flexibility: .soft), trigger: 1) { old, new in new > old }
        .sensoryFeedback(trigger: 1) { _, _ in .levelChange }
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .symbolEffect(.replace, value: 1)
        .symbolEffect(.bounce, options: .repeat(.periodic(delay: 2.5)), value: 1)
        .symbolEffect(.pulse, options: .repeat(.continuous).repeat(3), value: 1)
        .contentTransition(.symbolEffect(.replace.downUp))
        .datePickerStyle(.wheel)
        .glassEffectID("inbox", in: Namespace().wrappedValue)
        .id("text"))
    #expect(same(plain["text"], modified["text"]))
    #expect(plain.size == modified.size)
  }

  @Test func focusMenuSheetAndSearchSettingsLeaveTheLayoutAsItIs() throws {
    enum Field: Hashable { case title }
    let plain = try LayoutProbe(Text("Notes").id("text"))
    let modified = try LayoutProbe(
      Text("Notes")
        .scrollDisabled(true)
        .defaultFocus(FocusState<Field?>().projectedValue, .title)
        .contextMenu { Button("Pin") {} } preview: { Text("Preview") }
        .presentationDetents([.medium, .large], selection: .constant(.medium))
        .searchToolbarBehavior(.minimize)
        .id("text"))
    #expect(same(plain["text"], modified["text"]))
    #expect(plain.size == modified.size)
  }

  @Test func accessibilityNotificationsKeepWhatTheySayAndPostNothing() {
    let announcement = AccessibilityNotification.Announcement("Upload finished")
    announcement.post()
    AccessibilityNotification.LayoutChanged().post()
    AccessibilityNotification.ScreenChanged().post()
    AccessibilityNotification.PageScrolled("Page 2 of 3").post()
    #expect(announcement.announcement == AttributedString("Upload finished"))
    #expect(AccessibilityNotification.PageScrolled("Page 2 of 3").text == AttributedString("Page 2 of 3"))
  }
}
