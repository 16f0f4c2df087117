import Foundation
import Testing

@testable import UserNotifications

@Suite("Pending notification requests")
struct PendingRequestTests {
  private func request(_ identifier: String, title: String = "Title") -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    return UNNotificationRequest(
      identifier: identifier, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
  }

  @Test func addedRequestsArePendingInOrder() async throws {
    let center = UNUserNotificationCenter()
    try await center.add(request("a"))
    try await center.add(request("b"))
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["a", "b"])
    #expect(await center.deliveredNotifications().isEmpty)
  }

  @Test func sameIdentifierReplacesTheRequest() async throws {
    let center = UNUserNotificationCenter()
    try await center.add(request("a", title: "First"))
    try await center.add(request("a", title: "Second"))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.content.title) == ["Second"])
  }

  @Test func removingByIdentifierAndAll() async throws {
    let center = UNUserNotificationCenter()
    for identifier in ["a", "b", "c"] { try await center.add(request(identifier)) }
    center.removePendingNotificationRequests(withIdentifiers: ["b", "missing"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["a", "c"])
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func requestKeepsTheContentAsItWasWhenMade() {
    let content = UNMutableNotificationContent()
    content.body = "Before"
    let request = UNNotificationRequest(identifier: "x", content: content, trigger: nil)
    content.body = "After"
    #expect(request.content.body == "Before")
    #expect(!(request.content is UNMutableNotificationContent))
  }

  @Test func badgeCountIsKept() async throws {
    let center = UNUserNotificationCenter()
    #expect(center.darkroomBadgeCount == 0)
    try await center.setBadgeCount(7)
    #expect(center.darkroomBadgeCount == 7)
    let cleared = LockedValue(false)
    center.setBadgeCount(0) { error in cleared.set(error == nil) }
    #expect(cleared.get())
    #expect(center.darkroomBadgeCount == 0)
  }

  @Test func categoriesAreOnePerIdentifier() async {
    let center = UNUserNotificationCenter()
    let first = UNNotificationCategory(identifier: "invite", actions: [], intentIdentifiers: [])
    let again = UNNotificationCategory(
      identifier: "invite", actions: [UNNotificationAction(identifier: "ok", title: "OK")], intentIdentifiers: [])
    center.setNotificationCategories([first, again])
    #expect(await center.notificationCategories().count == 1)
  }

  @Test func concurrentUseKeepsEveryRequest() async {
    let center = UNUserNotificationCenter()
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      center.add(request("r\(index)"))
      center.setBadgeCount(index)
      _ = center.darkroomBadgeCount
      if index % 2 == 0 { center.removePendingNotificationRequests(withIdentifiers: ["r\(index)"]) }
    }
    let pending = await center.pendingNotificationRequests()
    #expect(pending.count == 100)
    #expect(Set(pending.map(\.identifier)) == Set((0..<200).filter { $0 % 2 == 1 }.map { "r\($0)" }))
  }

  @Test func delegateIsHeldWeakly() {
    let center = UNUserNotificationCenter()
    var delegate: QuietDelegate? = QuietDelegate()
    center.delegate = delegate
    #expect(center.delegate != nil)
    delegate = nil
    #expect(center.delegate == nil)
  }

  @Test func delegateDefaultsPresentNothing() async {
    let center = UNUserNotificationCenter()
    let delegate = QuietDelegate()
    let note = UNNotification(darkroomRequest: request("a"), date: Date(timeIntervalSince1970: 0))
    #expect(await delegate.userNotificationCenter(center, willPresent: note) == [])
  }
}

final class QuietDelegate: NSObject, UNUserNotificationCenterDelegate {}
