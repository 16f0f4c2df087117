import DarkroomViews

/// Gestures as SwiftUI declares them (developer.apple.com/documentation/swiftui/gesture), so
/// that gesture code compiles unchanged. No gesture is ever recognised in a still frame: the
/// actions given to `onChanged`, `onEnded` and `updating` are kept and never called, and a
/// view with a gesture draws as it does without one.

/// A gesture: a primitive one (a tap, a drag) or one made of others through its `body`.
/// Accepted, never recognised in a still frame.
///
/// ```swift
/// struct SwipeToDismiss: Gesture {
///   var body: some Gesture {
///     DragGesture(minimumDistance: 20).map { $0.translation.height > 100 }
///   }
/// }
/// ```
public protocol Gesture<Value> {
  /// What the gesture reports while it happens and when it ends.
  associatedtype Value
  /// The gesture this gesture is made of; `Never` for the primitive gestures.
  associatedtype Body: Gesture
  /// The gesture this gesture is made of.
  var body: Body { get }
  /// The type of the gesture's values. Its default lets a gesture made through its `body`
  /// leave `Value` out, as SwiftUI does: it is the body's.
  static var _valueType: Value.Type { get }
}

extension Never: Gesture {
  public typealias Value = Never
  public static var _valueType: Never.Type { Never.self }
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body; asking for it is a programming error, as in SwiftUI.
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture and has no body")
  }

  public static var _valueType: Value.Type { Value.self }
}

extension Gesture where Value == Body.Value {
  public static var _valueType: Value.Type { Value.self }
}

/// Accepted and ignored: a gesture of any type, for storing or returning one of several.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///   isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never
  public static var _valueType: Value.Type { Value.self }

  /// The gesture `gesture`, with its type erased.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

/// Which gestures a view takes part in: its own, its subviews', both or none.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}
