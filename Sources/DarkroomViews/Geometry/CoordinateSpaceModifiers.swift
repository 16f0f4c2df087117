nonisolated extension View {
  /// Names this view's coordinate space: a `GeometryReader` inside it measures
  /// `frame(in: .named(name))` from this view's top-leading corner
  /// (developer.apple.com/documentation/swiftui/view/coordinatespace(name:)).
  ///
  /// ```swift
  /// VStack {
  ///   GeometryReader { proxy in Text("\(proxy.frame(in: .named("stack")).minY)") }
  /// }
  /// .coordinateSpace(name: "stack")
  /// ```
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(TraitModifier { $0.coordinateSpaceNames.append(AnyHashable(name)) })
  }

  /// Names this view's coordinate space, as iOS 17 spells it; see ``coordinateSpace(name:)``.
  ///
  /// ```swift
  /// ScrollView { … }.coordinateSpace(.named("scroll"))
  /// ```
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(
      TraitModifier { node in
        if case .named(let name) = name.coordinateSpace { node.coordinateSpaceNames.append(name) }
      })
  }
}
