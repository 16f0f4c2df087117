/// A model a view is given by its parent and shows, as SwiftUI's `@ObservedObject`
/// (developer.apple.com/documentation/swiftui/observedobject). A render draws the model's
/// values as they are when the view's `body` is evaluated.
///
/// ```swift
/// struct SettingsForm: View {
///   @ObservedObject var settings: Settings
///   var body: some View {
///     Toggle("Notifications", isOn: $settings.notificationsOn)
///   }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The model.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`, as `@ObservedObject var model: Model` is initialised.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the model's properties: `$model.name`.
  public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }

  /// Makes bindings to the properties of a model: `$settings.userName` is a
  /// `Binding<String>` that reads and writes `settings.userName`.
  ///
  /// ```swift
  /// TextField("Name", text: $settings.userName)
  /// ```
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to a property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let root = root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
}
