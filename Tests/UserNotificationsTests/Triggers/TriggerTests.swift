import Foundation
import Testing

@testable import UserNotifications

@Suite("Notification triggers")
struct TriggerTests {
  @Test func timeIntervalTriggerFiresThatFarFromNow() throws {
    let before = Date()
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
    let next = try #require(trigger.nextTriggerDate())
    let after = Date()
    #expect(next.timeIntervalSince(before) >= 90)
    #expect(next.timeIntervalSince(after) <= 90)
    #expect(trigger.repeats == false)
  }

  @Test func intervalsAppleRejectsHaveNoNextDate() {
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false).nextTriggerDate() == nil)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true).nextTriggerDate() == nil)
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: .nan, repeats: false).nextTriggerDate() == nil)
  }

  @Test func calendarTriggerFindsTheNextMatchingTime() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var components = DateComponents()
    components.calendar = calendar
    components.hour = 8
    components.minute = 30
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    // 2026-01-01 12:00 UTC: the next 8:30 is the following morning.
    let next = try #require(trigger.nextTriggerDate(after: Date(timeIntervalSince1970: 1_767_268_800)))
    #expect(next == Date(timeIntervalSince1970: 1_767_268_800 + 20.5 * 3600))
  }

  @Test func calendarTriggerForAPastDateHasNone() throws {
    var components = DateComponents()
    components.calendar = Calendar(identifier: .gregorian)
    components.timeZone = TimeZone(identifier: "UTC")
    components.year = 2001
    components.month = 1
    components.day = 1
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    #expect(trigger.nextTriggerDate() == nil)
  }
}
