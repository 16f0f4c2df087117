/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`
/// (developer.apple.com/documentation/swiftui/bindable).
///
/// ```swift
/// struct BookEditor: View {
///   @Bindable var book: Book
///   var body: some View {
///     Toggle("Read", isOn: $book.isRead)
///   }
/// }
///
/// // or inside a body:
/// @Bindable var library = library
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  /// The model.
  public var wrappedValue: Value

  /// Bindings to the model's properties: `$book.title`.
  public var projectedValue: Bindable<Value> { self }

  /// Makes bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to the properties of `wrappedValue`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to the properties of the model another `@Bindable` holds.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let root = wrappedValue
    return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }
}
