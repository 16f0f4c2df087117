import Foundation
import Testing

@testable import DarkroomUI

/// `DateComponentsFormatter` on Linux, writing English as Apple's does
/// (developer.apple.com/documentation/foundation/datecomponentsformatter).
@Suite struct DateComponentsFormatterTests {
  private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second])
    -> DateComponentsFormatter
  {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    formatter.calendar = calendar
    formatter.referenceDate = Date(timeIntervalSince1970: 1_700_000_000)
    return formatter
  }

  @Test func eachStyleWritesUnitsAsEnglishDoes() {
    #expect(formatter(.positional).string(from: 3725) == "1:02:05")
    #expect(formatter(.abbreviated).string(from: 3725) == "1h 2m 5s")
    #expect(formatter(.short).string(from: 3725) == "1 hr, 2 min, 5 sec")
    #expect(formatter(.full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
    #expect(formatter(.spellOut).string(from: 3725) == "one hour, two minutes, five seconds")
    #expect(formatter(.brief).string(from: 3725) == "1hr 2min 5sec")
    #expect(formatter(.full).string(from: 7201) == "2 hours, 1 second")
    #expect(formatter(.short, [.year, .month, .weekOfMonth, .day]).string(from: DateComponents(month: 2, day: 15)) == "2 mths, 2 wks, 1 day")
  }

  @Test func positionalDropsLeadingZerosButKeepsMinutesAndSeconds() {
    #expect(formatter(.positional, [.minute, .second]).string(from: 65) == "1:05")
    #expect(formatter(.positional).string(from: 65) == "1:05")
    #expect(formatter(.positional).string(from: 5) == "0:05")
    #expect(formatter(.positional).string(from: 0) == "0:00")
    #expect(formatter(.positional).string(from: 3605) == "1:00:05")
    #expect(formatter(.positional).string(from: -3725) == "-1:02:05")
  }

  @Test func labelledStylesDropZeroUnitsUnlessPadded() {
    let full = formatter(.full)
    #expect(full.string(from: 3605) == "1 hour, 5 seconds")
    #expect(full.string(from: 0) == "0 seconds")
    full.zeroFormattingBehavior = .dropLeading
    #expect(full.string(from: 3600) == "1 hour, 0 minutes, 0 seconds")
    full.zeroFormattingBehavior = .dropTrailing
    #expect(full.string(from: 60) == "0 hours, 1 minute")
    full.zeroFormattingBehavior = .pad
    #expect(full.string(from: 65) == "0 hours, 1 minute, 5 seconds")
    let padded = formatter(.positional)
    padded.zeroFormattingBehavior = .pad
    #expect(padded.string(from: 65) == "00:01:05")
  }

  @Test func theSmallestUnitIsRoundedAndTheUnitCountLimited() {
    #expect(formatter(.positional, [.minute, .second]).string(from: 59.6) == "1:00")
    #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 3725) == "1h 2m")
    let limited = formatter(.full)
    limited.maximumUnitCount = 2
    #expect(limited.string(from: 3725) == "1 hour, 2 minutes")
    let fractional = formatter(.full, [.hour])
    fractional.allowsFractionalUnits = true
    #expect(fractional.string(from: 5400) == "1.5 hours")
  }

  @Test func phrasesAndCollapsingChangeTheWording() {
    let full = formatter(.full, [.minute, .second])
    full.collapsesLargestUnit = true
    #expect(full.string(from: 65) == "65 seconds")
    #expect(full.string(from: 125) == "2 minutes, 5 seconds")
    full.collapsesLargestUnit = false
    full.includesApproximationPhrase = true
    full.includesTimeRemainingPhrase = true
    #expect(full.string(from: 125) == "About 2 minutes, 5 seconds remaining")
    let spelled = formatter(.spellOut)
    spelled.formattingContext = .beginningOfSentence
    #expect(spelled.string(from: 60) == "One minute")
  }

  @Test func componentsAndDateRangesAreCountedWithTheCalendar() {
    let start = Date(timeIntervalSince1970: 0)
    let days = formatter(.full, [.year, .month, .day])
    #expect(days.string(from: start, to: start.addingTimeInterval(40 * 86_400)) == "1 month, 9 days")
    #expect(days.string(from: DateComponents(month: 14, day: 3)) == "1 year, 2 months, 3 days")
    #expect(formatter(.positional).string(from: DateComponents(minute: 90)) == "1:30:00")
    #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 1, minute: 2), unitsStyle: .full) == "1 hour, 2 minutes")
    #expect(formatter(.abbreviated).string(for: 90) == "1m 30s")
    #expect(formatter(.abbreviated).string(for: "90") == nil)
    #expect(formatter(.abbreviated).string(from: .infinity) == nil)
  }
}
