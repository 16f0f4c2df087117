import Synchronization

/// A property of an `ObservableObject` that announces its changes: setting it sends the
/// object's `objectWillChange`, then the new value to subscribers of `$property`, and then
/// stores it, as Apple's `@Published` does (it publishes in `willSet`).
///
/// ```swift
/// final class Profile: ObservableObject {
///   @Published var name = "Ada"
/// }
/// let cancellable = profile.$name.sink { print("name will be", $0) }
/// ```
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// A property starting at `value`, as `@Published var count = 0` writes it.
  public init(wrappedValue value: Value) {
    box = PublishedBox(value)
  }

  /// A property starting at `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value. Inside a class, reads and writes go through
  /// ``subscript(_enclosingInstance:wrapped:storage:)``, which also announces the change.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// The publisher of the property's values: the current one when subscribed, then each
  /// new one before it is stored.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    nonmutating set {}
  }

  /// The property inside its object: writing sends the object's `objectWillChange` first.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if box.objectWillChange == nil, let observable = object as? any ObservableObject {
        _ = observable.objectWillChange  // puts the shared publisher into the boxes
      }
      box.objectWillChange?.send()
      box.set(newValue)
    }
  }

  /// The values of a `@Published` property, as `$property` gives them.
  ///
  /// ```swift
  /// model.$query.sink { print("searching for", $0) }.store(in: &cancellables)
  /// ```
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
      let cancellable = box.subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      receiveValue(box.value)
      return cancellable
    }
  }
}

extension Publisher where Failure == Never {
  /// Republishes values into a `@Published` property, for as long as its object lives.
  ///
  /// ```swift
  /// Just("Ada").assign(to: &$name)
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    box.keep(sink { [weak box] value in
      box?.objectWillChange?.send()
      box?.set(value)
    })
  }
}

/// Lets the default `objectWillChange` find `@Published` properties by reflection.
protocol PublishedProperty {
  var publishedBox: PublishedBoxBase { get }
}

extension Published: PublishedProperty {
  var publishedBox: PublishedBoxBase { box }
}

/// What every `@Published` storage has, whatever its value type: the object's publisher.
class PublishedBoxBase: @unchecked Sendable {
  let lock = Mutex(())
  private var storedObjectWillChange: ObservableObjectPublisher?

  var objectWillChange: ObservableObjectPublisher? {
    get { lock.withLock { _ in storedObjectWillChange } }
    set { lock.withLock { _ in storedObjectWillChange = newValue } }
  }
}

/// The storage of one `@Published` property: its value, its subscribers, and the
/// subscriptions `assign(to:)` made into it.
final class PublishedBox<Value>: PublishedBoxBase, @unchecked Sendable {
  private var stored: Value
  private var kept: [AnyCancellable] = []
  let subscribers = SubscriberList<Value, Never>()

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    lock.withLock { _ in stored }
  }

  /// Publishes the new value, then stores it.
  func set(_ value: Value) {
    subscribers.send(value)
    lock.withLock { _ in stored = value }
  }

  func keep(_ cancellable: AnyCancellable) {
    lock.withLock { _ in kept.append(cancellable) }
  }
}
