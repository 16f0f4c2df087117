import Synchronization

/// An object that announces its changes before they happen, as Combine's does: views that
/// hold it with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` show its values.
///
/// ```swift
/// final class Settings: ObservableObject {
///   @Published var notificationsOn = true
///   @Published var userName = "Ada"
/// }
/// ```
///
/// A class that does not provide `objectWillChange` gets one that fires before any of its
/// `@Published` properties (its superclasses' included) changes. A class without `@Published`
/// properties gets a new publisher on each read, as with Apple's Combine; declare
/// `let objectWillChange = ObservableObjectPublisher()` to send changes yourself.
public protocol ObservableObject: AnyObject {
  /// The publisher that fires before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties, which send it before
  /// they change.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.shared(by: self)
  }
}

/// The publisher of an `ObservableObject`'s `objectWillChange`: it sends nothing but the
/// news that a change is coming.
///
/// ```swift
/// final class Timer: ObservableObject {
///   let objectWillChange = ObservableObjectPublisher()
///   var ticks = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

  /// A publisher with no subscribers yet.
  public init() {}

  /// Tells the subscribers that the object is about to change.
  public func send() {
    subscribers.send(())
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }

  /// Serialises the first read of objects' publishers, so two threads agree on one.
  private static let installation = Mutex(())

  /// The publisher kept in the `@Published` properties of `object`, put there on first use.
  static func shared(by object: AnyObject) -> ObservableObjectPublisher {
    let boxes = publishedBoxes(of: object)
    guard !boxes.isEmpty else { return ObservableObjectPublisher() }
    return installation.withLock { _ in
      let publisher = boxes.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
      for box in boxes where box.objectWillChange !== publisher { box.objectWillChange = publisher }
      return publisher
    }
  }

  /// The storage of every `@Published` property of `object`, through its superclasses.
  private static func publishedBoxes(of object: AnyObject) -> [PublishedBoxBase] {
    var boxes: [PublishedBoxBase] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let published = child.value as? any PublishedProperty { boxes.append(published.publishedBox) }
      }
      mirror = current.superclassMirror
    }
    return boxes
  }
}
