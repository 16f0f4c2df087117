/// Writes one environment value for the content below it.
nonisolated struct EnvironmentWriter<Value>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    var context = context
    context.environment[keyPath: keyPath] = value
    return content.nodes(in: context)
  }
}

/// Changes the environment with a function, for modifiers that adjust a value (the font's
/// weight) rather than replace it.
nonisolated struct EnvironmentTransform: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (inout EnvironmentValues) -> Void

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    var context = context
    transform(&context.environment)
    return content.nodes(in: context)
  }
}

nonisolated extension View {
  /// Sets an environment value for this view and the views inside it.
  ///
  /// ```swift
  /// ProfileCard().environment(\.layoutDirection, .rightToLeft)
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter(keyPath: keyPath, value: value))
  }

  /// Changes an environment value with a function, for this view and the views inside it.
  ///
  /// ```swift
  /// Label().transformEnvironment(\.lineSpacing) { $0 += 4 }
  /// ```
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransform { transform(&$0[keyPath: keyPath]) })
  }

  /// Sets the colour scheme of this view and the views inside it.
  ///
  /// ```swift
  /// Card().colorScheme(.dark)
  /// ```
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Sets the text size of this view and the views inside it.
  ///
  /// ```swift
  /// Card().dynamicTypeSize(.accessibility2)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of this view and the views inside it within `range`: a size
  /// outside it becomes the nearest size inside.
  ///
  /// ```swift
  /// TabBarLabel().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
  }

  /// Asks for a colour scheme for the whole rendered image, as a presented screen does in
  /// SwiftUI: the render is made in this scheme from the root down. `nil` keeps the default.
  ///
  /// ```swift
  /// SettingsScreen().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeWriter(colorScheme: colorScheme))
  }
}

/// Records the preferred colour scheme for the render, which starts again from the root
/// with it, and applies it to its own content at once.
nonisolated struct PreferredColorSchemeWriter: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let colorScheme: ColorScheme?

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    guard let colorScheme else { return content.nodes(in: context) }
    context.session.preferredColorScheme = colorScheme
    var context = context
    context.environment.colorScheme = colorScheme
    return content.nodes(in: context)
  }
}
