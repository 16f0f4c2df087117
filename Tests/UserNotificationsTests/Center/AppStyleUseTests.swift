import Foundation
import Testing
import UserNotifications

/// A reminder scheduler written as apps write one: a main-actor object that is the center's
/// delegate, asks for permission and schedules a daily reminder.
@MainActor final class ReminderScheduler: NSObject, UNUserNotificationCenterDelegate {
  let center: UNUserNotificationCenter

  init(center: UNUserNotificationCenter) {
    self.center = center
    super.init()
    center.delegate = self
  }

  func scheduleMorningReminder() async throws -> Bool {
    guard try await center.requestAuthorization(options: [.alert, .sound, .badge]) else { return false }
    let content = UNMutableNotificationContent()
    content.title = "Good morning"
    content.sound = .default
    content.badge = 1
    var components = DateComponents()
    components.hour = 8
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    try await center.add(UNNotificationRequest(identifier: "morning", content: content, trigger: trigger))
    return true
  }

  nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    [.banner, .sound]
  }
}

// One shared center: the tests take turns.
@Suite("Notifications used as apps use them", .serialized)
struct AppStyleUseTests {
  @Test @MainActor func aMainActorDelegateSchedulesAReminder() async throws {
    let center = UNUserNotificationCenter.current()
    center.darkroomReset()
    let scheduler = ReminderScheduler(center: center)
    #expect(try await scheduler.scheduleMorningReminder())
    #expect(center.delegate === scheduler)
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["morning"])
    #expect((pending.first?.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 8)
    #expect(pending.first?.trigger?.repeats == true)
    center.darkroomReset()
  }

  @Test @MainActor func aDeclinedRequestSchedulesNothing() async throws {
    let center = UNUserNotificationCenter.current()
    center.darkroomReset()
    center.darkroomSetAuthorizationResponse(granted: false)
    let scheduler = ReminderScheduler(center: center)
    #expect(try await scheduler.scheduleMorningReminder() == false)
    #expect(await center.pendingNotificationRequests().isEmpty)
    center.darkroomReset()
  }
}
