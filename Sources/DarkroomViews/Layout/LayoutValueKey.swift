/// A value a view hands to the custom `Layout` it sits in, as SwiftUI's `LayoutValueKey`
/// (developer.apple.com/documentation/swiftui/layoutvaluekey): set it with
/// `.layoutValue(key:value:)`, read it from the subview's proxy.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///   static let defaultValue = 0
/// }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout:
/// let rank = subviews[0][Rank.self]
/// ```
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// What a subview that sets no value reads.
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Gives the view a value for `key`, read by the custom `Layout` around it; like
  /// `layoutPriority`, it shows through the modifiers applied after it.
  ///
  /// ```swift
  /// Circle().layoutValue(key: Rank.self, value: 2)
  /// ```
  public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> some View {
    modifier(TraitModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
  }
}
