/// A navigation stack at rest on its first screen, or on the screen its path leads to (with
/// a back button titled after the screen below): the navigation bar with the screen's title,
/// toolbar items and search field, over the screen.
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
  let path: [AnyHashable]

  /// A stack whose first screen is `root`.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = []
  }

  /// A stack with a path: the screen for its last element is shown, made by the
  /// `navigationDestination(for:)` registered for the element's type.
  ///
  /// ```swift
  /// NavigationStack(path: .constant(NavigationPath([Order.sample]))) {
  ///   OrderList().navigationDestination(for: Order.self) { OrderDetail(order: $0) }
  /// }
  /// ```
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = path.wrappedValue.elements
  }

  /// A stack with a typed path.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = path.wrappedValue.map { AnyHashable($0) }
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    NavigationScreen(content: root, name: "NavigationStack", path: path).makeNodes(in: context)
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
  private(set) var elements: [AnyHashable] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

/// A screen in a navigation container: the bar, drawn from the screen's preferences, over
/// the screen, on the screen's background. With a path (or a destination presented at render
/// time) the screen is the last one pushed, and the bar has a back button.
nonisolated struct NavigationScreen<Content: View> {
  let content: Content
  let name: String
  var path: [AnyHashable] = []

  /// More pushes than any real stack has: a destination that presents itself stops here.
  private static var maximumDepth: Int { 32 }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var screen = context.singleNode(for: content, joinedBy: .vertical)
    var below: LayoutNode?
    var mode = (screen.preferenceValue(NavigationTitleDisplayModeKey.self) ?? nil) ?? .automatic
    var destinations = screen.preferenceValue(NavigationDestinationsKey.self) ?? []
    var remaining = path[...]
    for _ in 0..<Self.maximumDepth {
      let next: AnyView?
      if let presented = screen.preferenceValue(PresentedDestinationKey.self) ?? nil {
        next = presented
      } else if let element = remaining.popFirst() {
        next = destinations.lazy.compactMap { $0.makeScreen(element) }.first
      } else {
        break
      }
      // An element no destination takes leaves the stack where it is, as iOS does.
      guard let next else { break }
      below = screen
      screen = context.singleNode(for: next, joinedBy: .vertical)
      destinations += screen.preferenceValue(NavigationDestinationsKey.self) ?? []
      // A pushed screen's automatic title mode is the one of the screen below, as in UIKit.
      let own = (screen.preferenceValue(NavigationTitleDisplayModeKey.self) ?? nil) ?? .automatic
      if own != .automatic { mode = own }
    }
    if screen.preferenceValue(NavigationBarHiddenKey.self) == true {
      return [screen]
    }
    let title = screen.preferenceValue(NavigationTitleKey.self) ?? nil
    let items = screen.preferenceValue(ToolbarItemsKey.self) ?? []
    let search = screen.preferenceValue(SearchFieldKey.self) ?? nil
    let background = (screen.preferenceValue(ContainerBackgroundKey.self) ?? nil)
      ?? Color(storage: .system(.systemBackground))
    let back = below.flatMap { below -> BackButton? in
      if screen.preferenceValue(BackButtonHiddenKey.self) == true { return nil }
      return BackButton(title: below.preferenceValue(NavigationTitleKey.self) ?? nil)
    }
    let bar = NavigationBar(
      title: title, isLarge: mode != .inline, items: items.filter { $0.placement.side != .bottom && $0.placement.side != .hidden },
      search: search, back: back)
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
     ContainerBackgroundKey.self, NavigationBarHiddenKey.self, NavigationDestinationsKey.self,
     PresentedDestinationKey.self, BackButtonHiddenKey.self]
      .map { key in PreferenceOperation(key: ObjectIdentifier(key)) { $0 = nil } }
  }
}
