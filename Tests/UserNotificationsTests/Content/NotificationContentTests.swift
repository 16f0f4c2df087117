import Foundation
import Testing

@testable import UserNotifications

@Suite("Notification content")
struct NotificationContentTests {
  @Test func mutableContentKeepsWhatIsSet() {
    let content = UNMutableNotificationContent()
    content.title = "Shipped"
    content.subtitle = "Order A-1"
    content.body = "Arrives Thursday"
    content.badge = 2
    content.sound = .default
    content.userInfo = ["order": "A-1"]
    content.categoryIdentifier = "order"
    content.threadIdentifier = "orders"
    content.interruptionLevel = .timeSensitive
    let copy = content.copy() as? UNNotificationContent
    #expect(copy?.title == "Shipped")
    #expect(copy?.subtitle == "Order A-1")
    #expect(copy?.body == "Arrives Thursday")
    #expect(copy?.badge?.intValue == 2)
    #expect(copy?.sound == UNNotificationSound.default)
    #expect(copy?.userInfo["order"] as? String == "A-1")
    #expect(copy?.categoryIdentifier == "order")
    #expect(copy?.threadIdentifier == "orders")
    #expect(copy?.interruptionLevel == .timeSensitive)
  }

  @Test func mutableCopyCanChangeWithoutTouchingTheOriginal() {
    let content = UNMutableNotificationContent()
    content.title = "One"
    let changed = content.mutableCopy() as? UNMutableNotificationContent
    changed?.title = "Two"
    #expect(content.title == "One")
    #expect(changed?.title == "Two")
  }

  @Test func relevanceScoreIsClamped() {
    let content = UNMutableNotificationContent()
    content.relevanceScore = 4
    #expect(content.relevanceScore == 1)
    content.relevanceScore = -.infinity
    #expect(content.relevanceScore == 0)
  }
}
