/// The background a sheet's content asks for, passed up to the sheet that draws it.
struct PresentationBackgroundKey: PreferenceKey {
  static let defaultValue: PresentationBackground? = nil
  static func reduce(value: inout PresentationBackground?, nextValue: () -> PresentationBackground?) {
    value = value ?? nextValue()
  }
}

/// A sheet's background: a style, or views.
struct PresentationBackground: Equatable, @unchecked Sendable {
  let view: AnyView
  let identity: Int

  static func == (lhs: PresentationBackground, rhs: PresentationBackground) -> Bool { lhs.identity == rhs.identity }
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
    preference(
      key: PresentationBackgroundKey.self,
      value: PresentationBackground(view: AnyView(Rectangle().fill(style)), identity: 1))
  }

  /// Views drawn as the background of the sheet the view is presented in.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let background = content()
    return preference(
      key: PresentationBackgroundKey.self,
      value: PresentationBackground(
        view: AnyView(Color.clear.overlay(alignment: alignment) { background }), identity: 2))
  }
}
