/// `@Observable` models in the environment, as SwiftUI shares them
/// (developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): a view puts
/// one there with `.environment(model)`, and views inside read it with
/// `@Environment(Model.self)`.
///
/// ```swift
/// @Observable final class Library { var books: [String] = [] }
///
/// struct BookCount: View {
///   @Environment(Library.self) private var library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// BookCount().environment(Library())
/// ```
///
/// When no ancestor provides the model, a render fails with ``MissingModelError`` before the
/// view's `body` is evaluated; declare the property optional
/// (`@Environment(Library.self) var library: Library?`) to render with `nil` instead.
extension Environment where Value: AnyObject & Observable {
  /// Reads the model of type `objectType` that an ancestor provides with `.environment(_:)`.
  public init(_ objectType: Value.Type) {
    self.init(\EnvironmentValues.[requiredObservable: ObservableKey<Value>()])
  }
}

extension Environment {
  /// Reads the model of type `objectType` that an ancestor provides with `.environment(_:)`,
  /// or `nil` where none does.
  ///
  /// ```swift
  /// @Environment(Library.self) private var library: Library?
  /// ```
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[observable: ObservableKey<T>()])
  }
}

extension Environment: ModelRequirement where Value: AnyObject & Observable {
  func missingModel(in environment: EnvironmentValues) -> (modelType: Any.Type, source: MissingModelError.Source)? {
    let key = ObservableKey<Value>()
    guard keyPath == \EnvironmentValues.[requiredObservable: key], environment[observable: key] == nil else {
      return nil
    }
    return (Value.self, .environment)
  }
}

nonisolated extension View {
  /// Provides an `@Observable` model to the views inside this one that read it with
  /// `@Environment(Model.self)`; `nil` removes it.
  ///
  /// ```swift
  /// ContentView().environment(library)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentTransform { $0[observable: ObservableKey<T>()] = object })
  }
}

/// Where `.environment(_:)` keeps an `@Observable` model: one key for each model type.
struct ObservableKey<Object: AnyObject>: EnvironmentKey, Hashable {
  static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
  /// The model of a type, or `nil` where nobody provides one.
  subscript<Object: AnyObject>(observable key: ObservableKey<Object>) -> Object? {
    get { self[ObservableKey<Object>.self] }
    set { self[ObservableKey<Object>.self] = newValue }
  }

  /// The model of a type, for `@Environment(Model.self)`. A render checks that the model is
  /// there before the view's `body` reads it; outside a render a missing one stops the
  /// program, as in SwiftUI.
  subscript<Object: AnyObject>(requiredObservable key: ObservableKey<Object>) -> Object {
    guard let object = self[observable: key] else {
      fatalError(
        MissingModelError(viewType: "A view", modelType: "\(Object.self)", property: nil, source: .environment)
          .description)
    }
    return object
  }
}
