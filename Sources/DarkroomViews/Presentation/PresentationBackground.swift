/// The background a sheet's content asks for, passed up to the sheet that draws it: the
/// first one set, from the outside in.
struct PresentationBackgroundKey: PreferenceKey {
  static var defaultValue: AnyView? { nil }
  static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    value = value ?? nextValue()
  }
}

nonisolated extension View {
  /// The background of the sheet or popover the view is presented in, instead of the system
  /// background: a translucent material lets the dimmed screen show through.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsFilters) {
  ///   FiltersView().presentationBackground(.thinMaterial)
  /// }
  /// ```
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    preference(key: PresentationBackgroundKey.self, value: AnyView(Rectangle().fill(style)))
  }

  /// Views drawn as the background of the sheet the view is presented in.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let background = content()
    return preference(key: PresentationBackgroundKey.self, value: AnyView(Color.clear.overlay(alignment: alignment) { background }))
  }
}
