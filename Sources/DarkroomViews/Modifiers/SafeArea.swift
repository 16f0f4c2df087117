/// Which safe-area regions a view ignores; the keyboard never shows in a snapshot, so only
/// the container region (status bar, home indicator, bars) matters.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

private struct SafeAreaInsetsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
  /// The insets of the screen's safe area: status bar, home indicator, rounded corners.
  /// Zero outside a device snapshot.
  var safeAreaInsets: EdgeInsets {
    get { self[SafeAreaInsetsKey.self] }
    set { self[SafeAreaInsetsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Lets this view reach the screen's edges where it touches the safe area: under the
  /// status bar and the home indicator.
  ///
  /// ```swift
  /// ZStack {
  ///   Color.indigo.ignoresSafeArea()
  ///   Text("Welcome")
  /// }
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(TraitModifier { node in
      if regions.contains(.container) { node.ignoredSafeAreaEdges.formUnion(edges) }
    })
  }

  /// The older spelling of ``ignoresSafeArea(_:edges:)``.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }
}

/// A screen: the view laid out in the safe area, and what ignores it stretched to the edges.
package nonisolated struct SafeAreaRoot<Content: View>: View, PrimitiveView {
  package typealias Body = Never
  let content: Content
  let insets: EdgeInsets
  /// The height of a status bar to draw over the top, or `nil` for none.
  var statusBarHeight: CGFloat?

  package init(content: Content, insets: EdgeInsets, statusBarHeight: CGFloat? = nil) {
    self.content = content
    self.insets = insets
    self.statusBarHeight = statusBarHeight
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.safeAreaInsets = insets
    var children = [PresentationHost.presenting(over: inner.singleNode(for: content, joinedBy: .vertical), in: inner)]
    if let statusBarHeight {
      children.append(context.singleNode(for: StatusBar(height: statusBarHeight), joinedBy: .overlaid))
    }
    return [LayoutNode(
      rule: SafeAreaLayout(insets: insets, statusBarHeight: statusBarHeight ?? 0), role: .container, name: "screen",
      children: children, context: context)]
  }
}
