nonisolated extension View {
  /// Sets a preference from an anchor to this view's geometry, which a ``GeometryProxy``
  /// turns into a rectangle or point where it is read.
  ///
  /// ```swift
  /// Text("Selected").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
  /// ```
  public func anchorPreference<A, Key: PreferenceKey>(
    key: Key.Type = Key.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Key.Value
  ) -> some View {
    modifier(AnchorPreferenceModifier(key: ObjectIdentifier(key)) { node in
      { $0 = transform(Anchor(node: WeakNode(node), source: value)) }
    })
  }

  /// Changes the preference coming up from this view's content with an anchor to this
  /// view's geometry.
  ///
  /// ```swift
  /// content.transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0 = $1 }
  /// ```
  public func transformAnchorPreference<A, Key: PreferenceKey>(
    key: Key.Type = Key.self, value: Anchor<A>.Source, transform: @escaping (inout Key.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(AnchorPreferenceModifier(key: ObjectIdentifier(key)) { node in
      { stored in
        var current = (stored as? Key.Value) ?? Key.defaultValue
        transform(&current, Anchor(node: WeakNode(node), source: value))
        stored = current
      }
    })
  }

  /// Puts views in front of this one that are made from a preference its content sets, as
  /// SwiftUI's `overlayPreferenceValue`
  /// (developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:alignment:_:)).
  ///
  /// ```swift
  /// list.overlayPreferenceValue(BoundsKey.self) { anchor in
  ///   GeometryReader { proxy in if let anchor { Highlight(frame: proxy[anchor]) } }
  /// }
  /// ```
  public func overlayPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type = Key.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<Key, V>(isOverlay: true, alignment: alignment, transform: transform))
  }

  /// Puts views behind this one that are made from a preference its content sets.
  ///
  /// ```swift
  /// tabs.backgroundPreferenceValue(SelectionKey.self) { anchor in … }
  /// ```
  public func backgroundPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type = Key.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<Key, V>(isOverlay: false, alignment: alignment, transform: transform))
  }
}

/// Adds to each node of its content a preference operation made for that node.
nonisolated struct AnchorPreferenceModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  let operation: (LayoutNode) -> (inout Any?) -> Void

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    let nodes = content.nodes(in: context)
    for node in nodes { node.preferenceOperations.append(PreferenceOperation(key: key, apply: operation(node))) }
    return nodes
  }
}

/// Layers views made from each content node's preference value over or under that node.
nonisolated struct PreferenceLayerModifier<Key: PreferenceKey, V: View>: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let isOverlay: Bool
  let alignment: Alignment
  let transform: (Key.Value) -> V

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let value = node.preferenceValue(Key.self) ?? Key.defaultValue
    return LayeringModifier(isOverlay: isOverlay, alignment: alignment, secondary: transform(value)).wrap(node, in: context)
  }
}
