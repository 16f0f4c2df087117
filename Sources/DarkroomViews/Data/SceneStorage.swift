/// A value a scene restores, as SwiftUI's `@SceneStorage`
/// (developer.apple.com/documentation/swiftui/scenestorage). Here it lives in memory: a
/// render reads ``InMemoryDefaults/sceneStorage``, or the store a view above gives with
/// `.defaultSceneStorage(_:)`. A key that is not in the store has the declared default.
///
/// ```swift
/// struct Editor: View {
///   @SceneStorage("draft") private var draft = ""
///   var body: some View { Text(draft.isEmpty ? "New note" : draft) }
/// }
/// Editor().defaultSceneStorage(InMemoryDefaults(["draft": "Groceries"]))
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>

  private init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
    stored = StoredValue(key: key, defaultValue: defaultValue, coding: coding)
  }

  private var resolvedStore: KeyValueStore {
    .memory((EnvironmentValues.current ?? EnvironmentValues()).sceneStorageStore)
  }

  /// The stored value, or the default when the store has none.
  public var wrappedValue: Value {
    get { stored.read(from: resolvedStore) }
    nonmutating set { stored.write(newValue, to: resolvedStore) }
  }

  /// A binding to the stored value, for controls.
  public var projectedValue: Binding<Value> { stored.binding(in: resolvedStore) }
}

extension SceneStorage {
  /// A `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: _StorableValue {
    self.init(key: key, defaultValue: wrappedValue, coding: .plain(Value.self))
  }

  /// A value kept as its raw value (an `Int` or `String` enum) under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue: _StorableValue {
    self.init(key: key, defaultValue: wrappedValue, coding: .raw(Value.self))
  }

  /// An optional value kept under `key`; `nil` when the store has none.
  public init<Wrapped: _StorableValue>(_ key: String) where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, coding: .optional(.plain(Wrapped.self)))
  }

  /// An optional value kept as its raw value under `key`; `nil` when the store has none.
  public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue: _StorableValue {
    self.init(key: key, defaultValue: nil, coding: .optional(.raw(Wrapped.self)))
  }
}
