import Synchronization

/// A value a view owns. In a render its value is the one it was created with, so a view
/// renders exactly in the state it was written in (or given through its initialiser).
///
/// ```swift
/// struct ToggleView: View {
///   @State var darkBackground = false
///   var body: some View {
///     Toggle(isOn: $darkBackground) { Text("Switch to dark") }
///   }
/// }
/// ToggleView(darkBackground: true)   // renders switched on
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let storage: StateStorage<Value>

  /// A state starting at `value`, as `@State var count = 0` writes it.
  public init(wrappedValue value: Value) {
    storage = StateStorage(value)
  }

  /// A state starting at `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the value, for controls such as `Toggle`.
  public var projectedValue: Binding<Value> {
    let storage = storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at `nil`, as `@State var selection: Item?` writes it.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// Holds a state value; a lock keeps a change made from another thread whole.
final class StateStorage<Value>: @unchecked Sendable {
  private let lock = Mutex(())
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { _ in stored } }
    set { lock.withLock { _ in stored = newValue } }
  }
}
