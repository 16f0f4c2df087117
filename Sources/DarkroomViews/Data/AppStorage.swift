/// A value kept under a key in the app's settings, as SwiftUI's `@AppStorage`
/// (developer.apple.com/documentation/swiftui/appstorage). Here the settings live in memory:
/// a render reads ``InMemoryDefaults/appStorage``, or the store a view above gives with
/// `.defaultAppStorage(_:)`, or the `UserDefaults` named with `store:`. A key that is not
/// in the store has the declared default.
///
/// ```swift
/// struct SettingsScreen: View {
///   @AppStorage("showsBadges") private var showsBadges = true
///   var body: some View { Toggle("Badges", isOn: $showsBadges) }
/// }
/// SettingsScreen().defaultAppStorage(InMemoryDefaults(["showsBadges": false]))
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>
  private let store: UserDefaults?

  private init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>, store: UserDefaults?) {
    stored = StoredValue(key: key, defaultValue: defaultValue, coding: coding)
    self.store = store
  }

  private var resolvedStore: KeyValueStore {
    store.map(KeyValueStore.defaults) ?? (EnvironmentValues.current ?? EnvironmentValues()).appStorageStore
  }

  /// The stored value, or the default when the store has none.
  public var wrappedValue: Value {
    get { stored.read(from: resolvedStore) }
    nonmutating set { stored.write(newValue, to: resolvedStore) }
  }

  /// A binding to the stored value, for controls.
  public var projectedValue: Binding<Value> { stored.binding(in: resolvedStore) }
}

extension AppStorage {
  /// A `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` kept under `key`.
  ///
  /// ```swift
  /// @AppStorage("volume") var volume = 0.8
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: _StorableValue {
    self.init(key: key, defaultValue: wrappedValue, coding: .plain(Value.self), store: store)
  }

  /// A value kept as its raw value (an `Int` or `String` enum) under `key`.
  ///
  /// ```swift
  /// @AppStorage("theme") var theme = Theme.system
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue: _StorableValue {
    self.init(key: key, defaultValue: wrappedValue, coding: .raw(Value.self), store: store)
  }

  /// An optional value kept under `key`; `nil` when the store has none.
  ///
  /// ```swift
  /// @AppStorage("lastUser") var lastUser: String?
  /// ```
  public init<Wrapped: _StorableValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, coding: .optional(.plain(Wrapped.self)), store: store)
  }

  /// An optional value kept as its raw value under `key`; `nil` when the store has none.
  public init<Wrapped: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped?, Wrapped.RawValue: _StorableValue {
    self.init(key: key, defaultValue: nil, coding: .optional(.raw(Wrapped.self)), store: store)
  }
}
