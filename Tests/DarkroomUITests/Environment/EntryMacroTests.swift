import Darkroom
import Testing

@testable import DarkroomUI

private enum CardEmphasis: Sendable { case plain, bold }

extension EnvironmentValues {
  @Entry fileprivate var cardEmphasis: CardEmphasis = .plain
  @Entry fileprivate var cardHighlight: Color?
}

private struct EmphasisCard: View {
  @Environment(\.cardEmphasis) private var emphasis
  @Environment(\.cardHighlight) private var highlight

  var body: some View {
    Text(emphasis == .bold ? "Bold" : "Plain")
      .background(highlight ?? .clear)
  }
}

/// `@Entry` in an extension of `EnvironmentValues` (developer.apple.com/documentation/swiftui/entry()).
@MainActor @Suite struct EntryMacroTests {
  private func describe<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .sizeThatFits, traits: UITraitCollection())
  }

  @Test func anEntryReadsItsDefaultUntilAViewSetsIt() throws {
    #expect(try describe(EmphasisCard()).contains("Text \"Plain\""))
    #expect(try describe(EmphasisCard().environment(\.cardEmphasis, .bold)).contains("Text \"Bold\""))
    var values = EnvironmentValues()
    #expect(values.cardHighlight == nil)
    values.cardHighlight = .orange
    #expect(values.cardHighlight == .orange)
  }
}

// An `@Entry` value in a preview written after an attribute, as apps write them: this file
// compiling is the check that both macros expand.
@available(iOS 17.0, *)
#Preview("Bold card") {
  EmphasisCard().environment(\.cardEmphasis, .bold)
}
