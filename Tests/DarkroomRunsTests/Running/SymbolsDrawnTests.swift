import DarkroomRuns
import DarkroomUI
import Testing

/// A run says which SF Symbols it drew with a stand-in glyph or a placeholder, so a reader
/// knows which icons do not look like Apple's.
@MainActor @Suite struct SymbolsDrawnTests {
  @Test func aRunListsItsStandInAndPlaceholderSymbols() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let matrix = RunMatrix(
      "symbols",
      screens: [
        RunScreen("icons", layout: .fixed(width: 120, height: 40)) {
          HStack {
            Image(systemName: "gear")
            Image(systemName: "darkroom.symbol.nobody.knows")
          }
        }
      ])
    var options = folder.options(.record)
    options.isolated = true
    let outcome = try await runYielding(matrix, options)
    #expect(outcome.standInSymbols.contains("gear"), "names drawn in the state's child process come back")
    #expect(outcome.placeholderSymbols.contains("darkroom.symbol.nobody.knows"))
    #expect(outcome.message.contains("symbols: "))
    #expect(outcome.message.contains("as a placeholder") || outcome.message.contains("as placeholders"))
  }
}
