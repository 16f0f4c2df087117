/// A navigation stack at rest on its first screen (or the screen its path leads to): the
/// navigation bar with the screen's title, toolbar items and search field, over the screen.
///
/// ```swift
/// NavigationStack {
///   List(mailboxes) { MailboxRow($0) }
///     .navigationTitle("Mailboxes")
///     .toolbar { Button("Edit") {} }
/// }
/// ```
///
/// The bar follows iOS 17 at rest: 44 pt tall, a large 34 pt bold title under it unless the
/// screen asks for `.inline`, items in the tint colour 16 pt from the edges, no background
/// of its own (the screen's background shows through, up to the top of the screen).
public nonisolated struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root
  let pathDepth: Int

  /// A stack whose first screen is `root`.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    pathDepth = 0
  }

  /// A stack with a path; the path's screens are shown when a destination for them is
  /// registered with `navigationDestination(for:)`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    pathDepth = path.wrappedValue.count
  }

  /// A stack with a typed path.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    pathDepth = path.wrappedValue.count
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationScreen(content: root, name: "NavigationStack").makeNodes(in: context)
  }
}

/// The older navigation container: a stack on iPhone.
public nonisolated struct NavigationView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationScreen(content: content, name: "NavigationView").makeNodes(in: context)
  }
}

/// A split view; an iPhone shows its first column as a stack.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  public typealias Body = Never
  let sidebar: Sidebar

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationScreen(content: sidebar, name: "NavigationSplitView").makeNodes(in: context)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }
}

/// A list of screens to push, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Hashable, @unchecked Sendable {
  private var elements: [AnyHashable] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

nonisolated extension View {
  /// Accepted; destinations are shown when a path leads to them.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    self
  }

  /// Accepted; the destination is shown when `isPresented` is true at render time is not
  /// drawn: a snapshot shows the screen it is given.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    self
  }
}

/// A screen in a navigation container: the bar, drawn from the screen's preferences, over
/// the screen, on the screen's background.
nonisolated struct NavigationScreen<Content: View> {
  let content: Content
  let name: String

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let screen = context.singleNode(for: content, joinedBy: .vertical)
    if screen.preferenceValue(NavigationBarHiddenKey.self) == true {
      return [screen]
    }
    let title = screen.preferenceValue(NavigationTitleKey.self) ?? nil
    let mode = (screen.preferenceValue(NavigationTitleDisplayModeKey.self) ?? nil) ?? .automatic
    let items = screen.preferenceValue(ToolbarItemsKey.self) ?? []
    let search = screen.preferenceValue(SearchFieldKey.self) ?? nil
    let background = (screen.preferenceValue(ContainerBackgroundKey.self) ?? nil)
      ?? Color(storage: .system(.systemBackground))
    let bar = NavigationBar(
      title: title, isLarge: mode != .inline, items: items.filter { $0.placement.side != .bottom && $0.placement.side != .hidden },
      search: search)
    let bottomItems = items.filter { $0.placement.side == .bottom }
    let stack = VStack(spacing: 0) {
      bar
      ResolvedNodes(nodes: [screen]).frame(maxWidth: .infinity, maxHeight: .infinity)
      if !bottomItems.isEmpty { BottomToolbar(items: bottomItems) }
    }
    .background(background)
    .modifier(ControlName(name: name, detail: nil))
    let nodes = context.nodes(for: stack)
    // What the bar showed stays here: an enclosing container must not show it again.
    for node in nodes { node.preferenceOperations += NavigationScreen.consumed }
    return nodes
  }

  private static var consumed: [PreferenceOperation] {
    [NavigationTitleKey.self, NavigationTitleDisplayModeKey.self, ToolbarItemsKey.self, SearchFieldKey.self,
     ContainerBackgroundKey.self, NavigationBarHiddenKey.self]
      .map { key in PreferenceOperation(key: ObjectIdentifier(key)) { $0 = nil } }
  }
}
