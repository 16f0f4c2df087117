import Foundation
import Testing

@testable import DarkroomUI

/// `RelativeDateTimeFormatter` on Linux, writing English as Apple's does
/// (developer.apple.com/documentation/foundation/relativedatetimeformatter).
@Suite struct RelativeDateTimeFormatterTests {
  private let reference = Date(timeIntervalSince1970: 1_700_000_000)

  private func formatter(_ units: RelativeDateTimeFormatter.UnitsStyle = .full, named: Bool = false)
    -> RelativeDateTimeFormatter
  {
    let formatter = RelativeDateTimeFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    formatter.calendar = calendar
    formatter.unitsStyle = units
    formatter.dateTimeStyle = named ? .named : .numeric
    return formatter
  }

  private func ago(_ seconds: TimeInterval) -> Date { reference.addingTimeInterval(-seconds) }

  @Test func theLargestDifferingUnitIsTold() {
    let full = formatter()
    #expect(full.localizedString(for: ago(2 * 3600), relativeTo: reference) == "2 hours ago")
    #expect(full.localizedString(for: ago(-3 * 86400), relativeTo: reference) == "in 3 days")
    #expect(full.localizedString(for: ago(90 * 60), relativeTo: reference) == "1 hour ago")
    #expect(full.localizedString(for: ago(-60), relativeTo: reference) == "in 1 minute")
    #expect(full.localizedString(for: ago(14 * 86400), relativeTo: reference) == "2 weeks ago")
    #expect(full.localizedString(for: reference, relativeTo: reference) == "in 0 seconds")
  }

  @Test func namedStyleUsesEnglishsWords() {
    let named = formatter(named: true)
    #expect(named.localizedString(for: ago(86400), relativeTo: reference) == "yesterday")
    #expect(named.localizedString(for: ago(-86400), relativeTo: reference) == "tomorrow")
    #expect(named.localizedString(for: ago(7 * 86400), relativeTo: reference) == "last week")
    #expect(named.localizedString(for: reference, relativeTo: reference) == "now")
    #expect(named.localizedString(for: ago(2 * 3600), relativeTo: reference) == "2 hours ago")
  }

  @Test func shorterUnitStylesAbbreviateTheUnit() {
    #expect(formatter(.short).localizedString(for: ago(2 * 3600), relativeTo: reference) == "2 hr. ago")
    #expect(formatter(.short).localizedString(for: ago(-5 * 60), relativeTo: reference) == "in 5 min.")
    #expect(formatter(.abbreviated).localizedString(for: ago(2 * 3600), relativeTo: reference) == "2h ago")
    #expect(formatter(.spellOut).localizedString(for: ago(-3 * 86400), relativeTo: reference) == "in three days")
  }

  @Test func aTimeIntervalIsToldFromNow() {
    let full = formatter()
    #expect(full.localizedString(fromTimeInterval: -3 * 3600) == "3 hours ago")
    #expect(full.localizedString(fromTimeInterval: 120) == "in 2 minutes")
  }

  @Test func theLocaleIsKeptAndASentenceStartIsCapitalized() {
    let named = formatter(named: true)
    named.locale = Locale(identifier: "en_GB")
    named.formattingContext = .beginningOfSentence
    #expect(named.locale.identifier == "en_GB")
    #expect(named.localizedString(for: ago(86400), relativeTo: reference) == "Yesterday")
  }
}
