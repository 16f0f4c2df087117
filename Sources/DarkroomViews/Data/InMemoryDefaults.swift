import Synchronization

/// Values kept in memory under string keys, for `@AppStorage` and `@SceneStorage`: a render
/// never reads the machine's preferences, so it is the same everywhere.
///
/// `@AppStorage` reads ``appStorage`` and `@SceneStorage` reads ``sceneStorage`` unless a view
/// above gives another store with `.defaultAppStorage(_:)` or `.defaultSceneStorage(_:)`; a
/// property that is not in the store has the default it was declared with.
///
/// ```swift
/// // For the whole process (tests that seed it should not run in parallel with tests that read it):
/// InMemoryDefaults.appStorage.set(true, forKey: "showsBadges")
///
/// // For one view tree, safe in parallel tests:
/// let store = InMemoryDefaults(["showsBadges": true, "userName": "Ada"])
/// assertSnapshot(of: SettingsScreen().defaultAppStorage(store), as: .image)
/// ```
public final class InMemoryDefaults: @unchecked Sendable {
  private let lock = Mutex(())
  private var values: [String: Any]

  /// The store `@AppStorage` properties read where no view gives another; empty at launch.
  public static let appStorage = InMemoryDefaults()
  /// The store `@SceneStorage` properties read where no view gives another; empty at launch.
  public static let sceneStorage = InMemoryDefaults()

  /// A store holding `values`.
  public init(_ values: [String: Any] = [:]) {
    self.values = values
  }

  /// The value stored for `key`, if any.
  public func object(forKey key: String) -> Any? {
    lock.withLock { _ in values[key] }
  }

  /// Stores `value` for `key`; `nil` removes it.
  public func set(_ value: Any?, forKey key: String) {
    lock.withLock { _ in values[key] = value }
  }

  /// Removes the value for `key`.
  public func removeObject(forKey key: String) {
    set(nil, forKey: key)
  }

  /// Removes every value.
  public func removeAll() {
    lock.withLock { _ in values = [:] }
  }
}

/// Where a stored property reads and writes: a memory store or, when the view names one,
/// `UserDefaults`.
enum KeyValueStore {
  case memory(InMemoryDefaults)
  case defaults(UserDefaults)

  func object(forKey key: String) -> Any? {
    switch self {
    case .memory(let store): store.object(forKey: key)
    case .defaults(let defaults): defaults.object(forKey: key)
    }
  }

  func set(_ value: Any?, forKey key: String) {
    switch self {
    case .memory(let store): store.set(value, forKey: key)
    case .defaults(let defaults): defaults.set(value, forKey: key)
    }
  }
}

private struct AppStorageStoreKey: EnvironmentKey {
  static var defaultValue: KeyValueStore { .memory(InMemoryDefaults.appStorage) }
}

private struct SceneStorageStoreKey: EnvironmentKey {
  static var defaultValue: InMemoryDefaults { InMemoryDefaults.sceneStorage }
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties without a `store:` read.
  var appStorageStore: KeyValueStore {
    get { self[AppStorageStoreKey.self] }
    set { self[AppStorageStoreKey.self] = newValue }
  }

  /// The store `@SceneStorage` properties read.
  var sceneStorageStore: InMemoryDefaults {
    get { self[SceneStorageStoreKey.self] }
    set { self[SceneStorageStoreKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The store `@AppStorage` properties inside this view read, as in SwiftUI
  /// (developer.apple.com/documentation/swiftui/view/defaultappstorage(_:)).
  ///
  /// ```swift
  /// SettingsScreen().defaultAppStorage(UserDefaults(suiteName: "previews")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    modifier(EnvironmentTransform { $0.appStorageStore = .defaults(store) })
  }

  /// The memory store `@AppStorage` properties inside this view read.
  ///
  /// ```swift
  /// SettingsScreen().defaultAppStorage(InMemoryDefaults(["userName": "Ada"]))
  /// ```
  public func defaultAppStorage(_ store: InMemoryDefaults) -> some View {
    modifier(EnvironmentTransform { $0.appStorageStore = .memory(store) })
  }

  /// The memory store `@SceneStorage` properties inside this view read.
  ///
  /// ```swift
  /// EditorScreen().defaultSceneStorage(InMemoryDefaults(["selectedTab": "drafts"]))
  /// ```
  public func defaultSceneStorage(_ store: InMemoryDefaults) -> some View {
    modifier(EnvironmentTransform { $0.sceneStorageStore = store })
  }
}
