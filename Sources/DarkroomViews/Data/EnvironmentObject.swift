/// A model an ancestor provides with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject` (developer.apple.com/documentation/swiftui/environmentobject).
///
/// ```swift
/// struct AccountRow: View {
///   @EnvironmentObject var session: Session
///   var body: some View { Text(session.userName) }
/// }
/// AccountRow().environmentObject(Session(userName: "Ada"))
/// ```
///
/// When no ancestor provides the model, the render fails with ``MissingModelError``, naming
/// the view and the model, before the view's `body` is evaluated; the process goes on.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Reads the model of its type from the environment.
  public init() {}

  /// The model where the view sits. Reading it outside a render, where nothing provides
  /// it, stops the program, as in SwiftUI; a render checks first and throws instead.
  public var wrappedValue: ObjectType {
    guard let object = (EnvironmentValues.current ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>.self] else {
      fatalError(
        MissingModelError(viewType: "A view", modelType: "\(ObjectType.self)", property: nil, source: .environmentObject)
          .description)
    }
    return object
  }

  /// Bindings to the model's properties: `$session.userName`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

extension EnvironmentObject: ModelRequirement {
  func missingModel(in environment: EnvironmentValues) -> (modelType: Any.Type, source: MissingModelError.Source)? {
    environment[EnvironmentObjectKey<ObjectType>.self] == nil ? (ObjectType.self, .environmentObject) : nil
  }
}

/// Where `.environmentObject(_:)` keeps a model: one key for each model type.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
  static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
  /// Provides a model to the views inside this one that read it with `@EnvironmentObject`.
  ///
  /// ```swift
  /// SettingsScreen().environmentObject(Settings())
  /// ```
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentTransform { $0[EnvironmentObjectKey<T>.self] = object })
  }
}
