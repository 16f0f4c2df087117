import DarkroomUI
import Foundation
import Testing

@testable import RealWorldScreens

/// Views are tied to the main actor as SwiftUI's are, so a screen whose models are
/// `@MainActor` compiles unchanged; the render itself may run on any thread.
@MainActor @Suite struct MainActorModelTests {
  @Test func aScreenWithMainActorModelsRendersItsModelsValues() throws {
    let screen = FeedScreen().environment(SessionStore())
    let texts = try ImageRenderer(content: screen).layoutDescription()
    #expect(texts.contains("Hi, Ada"))
    #expect(texts.contains("Release notes for 2.4"))
    #expect(texts.contains("4 words"))
  }

  @Test func aScreenBuiltOnTheMainActorRendersTheSamePixelsOnAnotherThread() async throws {
    let onMain = try ImageRenderer(content: FeedScreen().environment(SessionStore())).render()
    let screen = UncheckedScreen(view: AnyView(FeedScreen().environment(SessionStore())))
    let elsewhere = try await Task.detached { try screen.render() }.value
    #expect(onMain == elsewhere)
  }
}

/// Carries a view built on the main actor to a render on another thread: nothing touches it
/// on the main actor meanwhile.
private struct UncheckedScreen: @unchecked Sendable {
  let view: AnyView
  func render() throws -> Bitmap { try ImageRenderer(content: view).render() }
}
