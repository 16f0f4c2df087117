import DarkroomViews
import Foundation

/// The notifications UIKit posts as an app moves between the foreground and the background
/// (developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification and the
/// others). Nothing posts them during a render, so an observer sees the app as it was made;
/// tests may post them to drive a view model.
///
/// ```swift
/// .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
///   model.refresh()
/// }
/// ```
extension UIApplication {
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
