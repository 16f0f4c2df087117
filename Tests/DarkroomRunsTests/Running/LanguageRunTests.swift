import DarkroomRuns
import DarkroomRunsCore
import DarkroomStrings
import DarkroomUI
import Foundation
import Testing

/// A sign-up card whose button label is too long in German and whose "Terms" has no Spanish.
private struct SignUpCard: View {
  var body: some View {
    VStack(spacing: 8) {
      Text("Create account").font(.headline)
      Text("Terms").font(.caption)
      Text("Start now").lineLimit(1).frame(width: 90).padding(6)
    }
    .padding(8)
  }
}

private let catalog = #"""
  {
    "sourceLanguage" : "en",
    "version" : "1.0",
    "strings" : {
      "Create account" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto erstellen" } },
        "es" : { "stringUnit" : { "state" : "translated", "value" : "Crear cuenta" } } } },
      "Start now" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt kostenlos loslegen und entdecken" } },
        "es" : { "stringUnit" : { "state" : "translated", "value" : "Empezar" } } } },
      "Terms" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "AGB" } } } }
    }
  }
  """#

/// Runs over String Catalogs: each language's text, pseudo-languages, and the layout lint in
/// the summary and the exit status.
@MainActor @Suite struct LanguageRunTests {
  private func matrix(in folder: RunFolder) throws -> RunMatrix {
    try FileManager.default.createDirectory(atPath: folder.root, withIntermediateDirectories: true)
    let file = folder.root + "/Localizable.xcstrings"
    try catalog.write(toFile: file, atomically: true, encoding: .utf8)
    return RunMatrix(
      "signup", screens: [RunScreen("card", layout: .fixed(width: 200, height: 120)) { SignUpCard() }],
      languages: ["en", "de", "es"] + RunMatrix.pseudoLanguages,
      strings: try StringCatalogSet.load(from: URL(fileURLWithPath: file)))
  }

  @Test func eachStateShowsItsLanguagesTranslation() throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let matrix = try matrix(in: folder)
    let texts = { (language: String) throws -> [String] in
      let state = try #require(matrix.states.first { $0.value(.language) == language })
      return try StateRendering.renderWithTexts(state, of: matrix).texts.map(\.text)
    }
    #expect(try texts("de").contains("Konto erstellen"))
    #expect(try texts("es").contains("Crear cuenta"))
    #expect(try texts("en-XA").contains("[Çŕéåţé åççöûñţ]"))
    #expect(try texts("en").contains("Create account"))
  }

  @Test func pseudoLanguagesAreMatrixLanguagesAndTheRightToLeftOneLaysOutRightToLeft() throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let matrix = try matrix(in: folder)
    #expect(RunMatrix.pseudoLanguages == ["en-XA", "en-XL", "ar-XB"])
    #expect(matrix.states.map(\.id) == ["card/en", "card/de", "card/es", "card/en-XA", "card/en-XL", "card/ar-XB"])
    let state = try #require(matrix.states.last)
    #expect(StateRendering.environment(for: state, strings: matrix.strings).layoutDirection == .rightToLeft)
  }

  @Test func verifyListsTheLintPerLanguageAndFailsOnlyWhenAsked() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let matrix = try matrix(in: folder)
    _ = try await runYielding(matrix, folder.options(.record))
    let reported = try await runYielding(matrix, folder.options(.verify, lint: .report))
    let summary = try #require(reported.summary)
    #expect(reported.passed)
    let issues = summary.results.sorted { $0.state.index < $1.state.index }.flatMap { result in
      result.lint.map { "\(result.state.id) \($0.rule) \($0.key ?? "")" }
    }
    #expect(issues.contains("card/de truncated Start now"))
    #expect(issues.contains("card/es missing-translation Terms"))
    #expect(issues.contains("card/en-XL truncated Start now"))
    #expect(!issues.contains { $0.hasPrefix("card/en ") })
    #expect(reported.message.contains("lint: "))
    let box = try #require(summary.results.first { $0.state.id == "card/de" }?.lint.first?.box)
    #expect(box.width > 0 && box.x + box.width <= 600 && box.y + box.height <= 360)

    let failed = try await runYielding(matrix, folder.options(.verify, lint: .fail))
    #expect(!failed.passed)
    #expect(read(folder.report + "/junit.xml").contains("layout lint:"))

    let quiet = try await runYielding(matrix, folder.options(.verify, lint: .off))
    #expect(quiet.passed && quiet.summary?.lintCount == 0)
  }
}
