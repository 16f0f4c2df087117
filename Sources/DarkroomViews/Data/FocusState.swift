/// Which field has the keyboard focus, as SwiftUI's `@FocusState`
/// (developer.apple.com/documentation/swiftui/focusstate). A snapshot has no keyboard, so
/// nothing takes focus by itself; the value is the one the view sets, and `.focused(_:)`
/// is accepted so that forms compile.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// struct SignUp: View {
///   @FocusState private var focused: Field?
///   var body: some View {
///     TextField("Name", text: $name).focused($focused, equals: .name)
///   }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let storage: StateStorage<Value>

  /// Whether a view has the focus: `@FocusState var isFocused: Bool`.
  public init() where Value == Bool {
    storage = StateStorage(false)
  }

  /// Which view has the focus: `@FocusState var field: Field?`.
  public init<T: Hashable>() where Value == T? {
    storage = StateStorage(nil)
  }

  /// The focused value; `false` or `nil` until the view sets one.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the focus, for `.focused(_:)`.
  public var projectedValue: Binding {
    Binding(storage: storage)
  }

  /// A binding to a focus state, as `$field` gives it.
  @propertyWrapper
  public struct Binding {
    fileprivate let storage: StateStorage<Value>

    /// The focused value.
    public var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding { self }
  }
}
