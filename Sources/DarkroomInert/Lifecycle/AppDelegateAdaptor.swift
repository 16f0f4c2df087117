import DarkroomViews
import Foundation

/// The app delegate's property wrapper, accepted so that an app's entry point compiles
/// unchanged: Darkroom renders an app's views and never launches it.

/// Accepted and ignored: an app delegate for an ``App``, as SwiftUI's `UIApplicationDelegateAdaptor`
/// (developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor): the declaration
/// compiles unchanged. Darkroom never launches the app, so no delegate is made and its
/// methods are never called; `wrappedValue` is `nil`, and code that reads the delegate in a
/// view (rare: a delegate is for launch and notifications) does not compile rather than stop
/// at run time.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///   @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  /// An adaptor for a delegate of `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// The delegate: none, as the app is never launched.
  public var wrappedValue: DelegateType? { nil }
}
