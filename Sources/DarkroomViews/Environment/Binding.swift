/// Read and write access to a value owned elsewhere, as controls take it.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: .constant(true))
/// Toggle("Dark", isOn: $settings.isDark)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads and writes through two functions.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The binding itself, so `@Binding var x` can be initialised from `$state`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getValue = getValue
    let setValue = setValue
    return Binding<Subject>(
      get: { getValue()[keyPath: keyPath] },
      set: { newValue in
        var value = getValue()
        value[keyPath: keyPath] = newValue
        setValue(value)
      })
  }
}
