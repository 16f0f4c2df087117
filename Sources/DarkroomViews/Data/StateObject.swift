/// A model a view creates and owns, as SwiftUI's `@StateObject`
/// (developer.apple.com/documentation/swiftui/stateobject). The model is made once for each
/// view value, the first time it is read, so a render shows it in its initial state (or in
/// the state given through the view's initialiser).
///
/// ```swift
/// struct LibraryScreen: View {
///   @StateObject private var library = Library()
///   var body: some View {
///     Text("\(library.books.count) books")
///   }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let storage: StateObjectStorage<ObjectType>

  /// Creates the model with `thunk` when it is first needed.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = StateObjectStorage(make: thunk)
  }

  /// The model.
  public var wrappedValue: ObjectType {
    storage.object
  }

  /// Bindings to the model's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: storage.object).projectedValue
  }
}

/// Makes a state object once and keeps it; a lock makes sure two threads agree on one.
final class StateObjectStorage<ObjectType: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private var make: (() -> ObjectType)?
  private var made: ObjectType?

  init(make: @escaping () -> ObjectType) {
    self.make = make
  }

  var object: ObjectType {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let object = make!()
    made = object
    make = nil
    return object
  }
}
