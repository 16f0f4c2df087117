import Foundation
import Testing

@testable import UserNotifications

@Suite("Notification authorization")
struct AuthorizationTests {
  @Test func statusStartsNotDetermined() async {
    let settings = await UNUserNotificationCenter().notificationSettings()
    #expect(settings.authorizationStatus == .notDetermined)
    #expect(settings.alertSetting == .disabled)
  }

  @Test func requestIsGrantedAndEnablesTheRequestedOptions() async throws {
    let center = UNUserNotificationCenter()
    let granted = try await center.requestAuthorization(options: [.alert, .badge])
    #expect(granted)
    let settings = await center.notificationSettings()
    #expect(settings.authorizationStatus == .authorized)
    #expect(settings.alertSetting == .enabled)
    #expect(settings.badgeSetting == .enabled)
    #expect(settings.soundSetting == .disabled)
  }

  @Test func configuredDenialDeclinesAndStaysDeclined() async throws {
    let center = UNUserNotificationCenter()
    center.darkroomSetAuthorizationResponse(granted: false)
    #expect(try await center.requestAuthorization(options: [.alert]) == false)
    center.darkroomSetAuthorizationResponse(granted: true)
    // The first answer stands, as a person's does until they change it in Settings.
    #expect(try await center.requestAuthorization(options: [.alert]) == false)
    #expect(await center.notificationSettings().authorizationStatus == .denied)
  }

  @Test func provisionalRequestIsProvisional() async throws {
    let center = UNUserNotificationCenter()
    #expect(try await center.requestAuthorization(options: [.alert, .provisional]))
    #expect(await center.notificationSettings().authorizationStatus == .provisional)
    #expect(try await center.requestAuthorization(options: [.alert]))
    #expect(await center.notificationSettings().authorizationStatus == .authorized)
  }

  @Test func completionHandlerReportsTheDecision() {
    let center = UNUserNotificationCenter()
    center.darkroomSetAuthorizationResponse(granted: false)
    let answer = LockedValue<Bool?>(nil)
    center.requestAuthorization(options: [.sound]) { granted, error in
      answer.set(error == nil ? granted : nil)
    }
    #expect(answer.get() == false)
    let status = LockedValue<UNAuthorizationStatus?>(nil)
    center.getNotificationSettings { status.set($0.authorizationStatus) }
    #expect(status.get() == .denied)
  }

  @Test func currentIsOneSharedCenter() {
    #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
  }

  @Test func resetForgetsTheDecision() async throws {
    let center = UNUserNotificationCenter()
    _ = try await center.requestAuthorization(options: [.alert])
    center.darkroomReset()
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
  }
}

/// A value set from a completion handler and read after it.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func set(_ newValue: Value) {
    lock.lock()
    value = newValue
    lock.unlock()
  }

  func get() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
