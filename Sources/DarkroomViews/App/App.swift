/// An app's entry point, as SwiftUI's `App` (developer.apple.com/documentation/swiftui/app):
/// an app's `@main` type compiles unchanged, and its scenes' views can be snapshotted.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///   @State private var cart = Cart()
///   var body: some Scene {
///     WindowGroup { ContentView().environment(cart) }
///   }
/// }
/// ```
///
/// Darkroom draws views into images; it does not run apps. `main()` says so on standard error
/// and returns, so a Linux build of an app target links and exits cleanly.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// Makes the app; `@main` calls it.
  init()
}

extension App {
  /// The entry point `@main` calls: it makes the app, reads its scenes, and returns.
  public static func main() {
    _ = Self().body
    FileHandle.standardError.write(Data("\(Self.self): Darkroom renders an app's views in snapshots and does not run the app\n".utf8))
  }
}
