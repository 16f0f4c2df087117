/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: a navigation title,
/// a toolbar item, a snapshot option. Views set it with `.preference(key:value:)`; where
/// several descendants set it, their values are combined with ``reduce(value:nextValue:)``
/// in the order the views appear.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static var defaultValue: String? { nil }
///   static func reduce(value: inout String?, nextValue: () -> String?) {
///     value = nextValue() ?? value
///   }
/// }
///
/// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
/// let title = try ImageRenderer(content: screen).preferenceValue(TitleKey.self)
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What a preference modifier does to the value of the view it is applied to.
struct PreferenceOperation {
  let key: ObjectIdentifier
  /// Changes the value that comes up from the view's content (`nil` when none does).
  let apply: (_ value: inout Any?) -> Void
}

extension LayoutNode {
  /// The value of `key` for this node's subtree, or `nil` when no view in it sets one:
  /// the children's values combined in order, then this node's own modifiers applied.
  func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
    var combined: Key.Value?
    for child in children {
      guard let next = child.preferenceValue(key) else { continue }
      var value = combined ?? Key.defaultValue
      Key.reduce(value: &value, nextValue: { next })
      combined = value
    }
    let id = ObjectIdentifier(key)
    let operations = preferenceOperations.filter { $0.key == id }
    guard !operations.isEmpty else { return combined }
    var value: Any? = combined
    for operation in operations { operation.apply(&value) }
    return value as? Key.Value
  }
}
