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
    EntryPoint.sayNotRun(Self.self, kind: "app")
  }
}

/// What the `main()` of an app, widget or widget bundle says when `@main` calls it here.
enum EntryPoint {
  /// Says on standard error that the `kind` named `type` is rendered, not run.
  static func sayNotRun(_ type: Any.Type, kind: String) {
    FileHandle.standardError.write(Data("\(type): Darkroom renders the \(kind)'s views in snapshots and does not run the \(kind)\n".utf8))
  }
}
