import AppIntents
import DarkroomUI
import Foundation
import Testing

/// Intents as App Intents declares them (developer.apple.com/documentation/appintents):
/// parameters with defaults, optional and required ones, results, enumerations, and the
/// buttons and toggles that run an intent.
@MainActor @Suite struct AppIntentTests {
  enum Drink: String, AppEnum {
    case water, tea
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
      .water: "Water", .tea: DisplayRepresentation(title: "Tea", image: .init(systemName: "cup.and.saucer")),
    ]
  }

  struct LogDrink: AppIntent {
    static let title: LocalizedStringResource = "Log a drink"
    static let description = IntentDescription("Adds a drink to today's total.")

    @Parameter(title: "Drink") var drink: Drink
    @Parameter(title: "Glasses", default: 1) var glasses: Int
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Label") var label: String

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
      .result(value: glasses, dialog: "Logged \(glasses) \(drink.rawValue)")
    }
  }

  struct Refresh: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func parametersStartAtTheirDefaultsOrPlaceholders() {
    let intent = LogDrink()
    #expect(intent.glasses == 1)
    #expect(intent.note == nil)
    #expect(intent.label == "")
    #expect(intent.drink == .water, "an enumeration's first case")
    #expect(intent.$glasses.title == "Glasses")
  }

  @Test func anIntentInALetIsGivenValuesThroughItsParameters() {
    let intent = LogDrink()
    intent.glasses = 3
    intent.note = "after a run"
    #expect(intent.glasses == 3)
    #expect(intent.note == "after a run")
    #expect(LogDrink().glasses == 1, "each intent has its own parameters")
  }

  @Test func performReturnsItsValueAndDialog() async throws {
    let intent = LogDrink()
    intent.drink = .tea
    intent.glasses = 2
    let result = try #require(try await intent.perform() as? IntentResultContainer<Int>)
    #expect(result.value == 2)
    #expect(result.dialog.map { String(localized: $0.resource) } == "Logged 2 tea")
    let empty = try #require(try await Refresh().perform() as? IntentResultContainer<Never>)
    #expect(empty.value == nil && empty.dialog == nil)
  }

  @Test func theIntentsTitleAndDescriptionAreKept() {
    #expect(String(localized: LogDrink.title) == "Log a drink")
    #expect(LogDrink.openAppWhenRun == false)
    #expect(Drink.caseDisplayRepresentations[.tea]?.image?.systemName == "cup.and.saucer")
  }

  @Test func anIntentButtonDrawsAsAnActionButton() throws {
    let withIntent = try ImageRenderer(content: Button("Refresh", intent: Refresh())).render()
    let withAction = try ImageRenderer(content: Button("Refresh") {}).render()
    #expect(withIntent.bytes == withAction.bytes)
    let symbol = try ImageRenderer(content: Button("Add", systemImage: "plus", intent: Refresh())).render()
    let symbolAction = try ImageRenderer(content: Button("Add", systemImage: "plus") {}).render()
    #expect(symbol.bytes == symbolAction.bytes)
  }

  @Test func anIntentToggleShowsTheStateItIsGiven() throws {
    let on = try ImageRenderer(content: Toggle("Done", isOn: true, intent: Refresh()).frame(width: 200)).render()
    let onBound = try ImageRenderer(content: Toggle("Done", isOn: .constant(true)).frame(width: 200)).render()
    let off = try ImageRenderer(content: Toggle("Done", isOn: false, intent: Refresh()).frame(width: 200)).render()
    #expect(on.bytes == onBound.bytes)
    #expect(on.bytes != off.bytes)
  }
}
