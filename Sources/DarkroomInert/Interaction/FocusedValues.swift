import DarkroomViews
import Observation

// Focused values are what the focused view, or the active scene, publishes for commands and
// other views to read (developer.apple.com/documentation/swiftui/focusedvalues). Nothing has
// focus in a snapshot and no scene is active, so every value reads `nil`, as it does on a
// device before anything is focused.

/// A key for a value in ``FocusedValues``.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values focused views and the active scene publish; in a snapshot, none.
public struct FocusedValues {
  /// The value for `key`: `nil`, since nothing is focused. Setting it changes nothing.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { nil }
    set {}
  }
}

/// Reads a value the focused view publishes: `nil` in a snapshot.
///
/// ```swift
/// struct NoteCommands: View {
///   @FocusedValue(\.selectedNote) var note
///   var body: some View { Button("Delete") { }.disabled(note == nil) }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// A value read through its key path on ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

  /// An observable model the focused view publishes with `focusedValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}

  /// Nothing is focused, so there is no value.
  public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes: `nil` in a snapshot, and setting it changes
/// nothing.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) var note
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// A binding read through its key path on ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

  /// The bound value: `nil`, since nothing is focused.
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }

  /// A binding to the value, always `nil`.
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// Reads an observable object the focused view publishes with `focusedObject(_:)`: `nil` in
/// a snapshot.
///
/// ```swift
/// @FocusedObject var document: DocumentModel?
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}

  /// Nothing is focused, so there is no object.
  public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
  /// Accepted and ignored: publishes `value` while the view has focus, and nothing has focus
  /// in a snapshot.
  ///
  /// ```swift
  /// NoteEditor(note: $note).focusedValue(\.selectedNote, $note)
  /// ```
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    self
  }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    self
  }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focusedValue<Object: AnyObject & Observable>(_ object: Object?) -> some View { self }

  /// Accepted and ignored: publishes `value` while the view's scene is active, and no scene is
  /// active in a snapshot.
  ///
  /// ```swift
  /// NotesList().focusedSceneValue(\.selectedNote, $selection)
  /// ```
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    self
  }

  /// Accepted and ignored: no scene is active in a snapshot.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    self
  }

  /// Accepted and ignored: no scene is active in a snapshot.
  public func focusedSceneValue<Object: AnyObject & Observable>(_ object: Object?) -> some View { self }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focusedObject<Object: ObservableObject>(_ object: Object) -> some View { self }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focusedObject<Object: ObservableObject>(_ object: Object?) -> some View { self }

  /// Accepted and ignored: no scene is active in a snapshot.
  public func focusedSceneObject<Object: ObservableObject>(_ object: Object) -> some View { self }

  /// Accepted and ignored: no scene is active in a snapshot.
  public func focusedSceneObject<Object: ObservableObject>(_ object: Object?) -> some View { self }
}
