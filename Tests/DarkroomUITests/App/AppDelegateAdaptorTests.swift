import DarkroomUI
import DarkroomViews
import Foundation
import Testing

/// An app delegate as apps write one.
private final class ShopDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
}

private struct DelegatedShopApp: App {
  @UIApplicationDelegateAdaptor(ShopDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup { Text("Shop") }
  }
}

/// `UIApplicationDelegateAdaptor` in an app's entry point
/// (developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor).
@MainActor @Suite struct AppDelegateAdaptorTests {
  @Test func anAppWithADelegateBuildsItsScenesAndMakesNoDelegate() {
    let app = DelegatedShopApp()
    #expect(String(describing: type(of: app.body)).contains("WindowGroup"))
    #expect(app.appDelegate == nil)
  }
}
