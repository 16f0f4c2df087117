nonisolated extension View {
  /// Sets a preference for this view, replacing what its content set for the same key.
  ///
  /// ```swift
  /// List { … }.preference(key: TitleKey.self, value: "Settings")
  /// ```
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
    modifier(PreferenceModifier(operation: PreferenceOperation(key: ObjectIdentifier(key)) { $0 = value }))
  }

  /// Changes the preference that comes up from this view's content.
  ///
  /// ```swift
  /// content.transformPreference(BadgeCountKey.self) { $0 += 1 }
  /// ```
  public func transformPreference<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
  ) -> some View {
    modifier(PreferenceModifier(operation: PreferenceOperation(key: ObjectIdentifier(key)) { stored in
      var value = (stored as? Key.Value) ?? Key.defaultValue
      callback(&value)
      stored = value
    }))
  }
}

/// Adds a preference operation to each node of its content.
nonisolated struct PreferenceModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let operation: PreferenceOperation

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    let nodes = content.nodes(in: context)
    for node in nodes { node.preferenceOperations.append(operation) }
    return nodes
  }
}
