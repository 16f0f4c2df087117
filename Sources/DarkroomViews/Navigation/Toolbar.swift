/// Content for a navigation bar or bottom bar: `ToolbarItem`s, `ToolbarItemGroup`s, or plain
/// views (placed on the trailing side).
public protocol ToolbarContent: View {}

/// Builds toolbar content from items, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    ViewBuilder.buildBlock(repeat each content)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
}

nonisolated extension TupleView: ToolbarContent {}
nonisolated extension Optional: ToolbarContent where Wrapped: View {}
nonisolated extension _ConditionalContent: ToolbarContent {}
nonisolated extension Group: ToolbarContent {}
nonisolated extension ForEach: ToolbarContent where Content: View {}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Side: Hashable { case leading, trailing, principal, bottom, hidden }
  let side: Side
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let principal = ToolbarItemPlacement(side: .principal)
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  public static let navigation = ToolbarItemPlacement(side: .leading)
  public static let bottomBar = ToolbarItemPlacement(side: .bottom)
  public static let status = ToolbarItemPlacement(side: .bottom)
  public static let keyboard = ToolbarItemPlacement(side: .hidden)
}

/// One item of a toolbar, placed on one side of the bar.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
/// }
/// ```
public nonisolated struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.nodes(for: content) }
}

extension ToolbarItem where ID == () {
  /// An item in `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier (for customisable toolbars).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items in one placement.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) { Button("Archive") {}; Spacer(); Button("Reply") {} }
/// ```
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { context.nodes(for: content) }
}

/// A toolbar item seen by the bar that draws it.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

protocol PlacedToolbarContent {
  var placedEntry: ToolbarEntry { get }
}

extension ToolbarItem: PlacedToolbarContent {
  var placedEntry: ToolbarEntry { ToolbarEntry(placement: placement, view: AnyView(content)) }
}

extension ToolbarItemGroup: PlacedToolbarContent {
  var placedEntry: ToolbarEntry {
    ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))
  }
}

/// The items of the toolbars of a screen, in order.
struct ToolbarItemsKey: PreferenceKey {
  static var defaultValue: [ToolbarEntry] { [] }
  static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
    value += nextValue()
  }
}

/// Adds toolbar items to a screen; the navigation stack reads them.
nonisolated struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let items: Items

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    let entries: [ToolbarEntry] = VariadicChildren.of(items, in: context).map { child in
      (child as? any PlacedToolbarContent)?.placedEntry ?? ToolbarEntry(placement: .automatic, view: AnyView(child))
    }
    let nodes = content.nodes(in: context)
    let operation = PreferenceOperation(key: ObjectIdentifier(ToolbarItemsKey.self)) { stored in
      stored = ((stored as? [ToolbarEntry]) ?? []) + entries
    }
    for node in nodes { node.preferenceOperations.append(operation) }
    return nodes
  }
}

nonisolated extension View {
  /// Adds items to the navigation bar (or the bottom bar) of the enclosing navigation stack.
  ///
  /// ```swift
  /// List { … }
  ///   .navigationTitle("Inbox")
  ///   .toolbar {
  ///     ToolbarItem(placement: .topBarLeading) { EditButton() }
  ///     ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} }
  ///   }
  /// ```
  public func toolbar<Content: View>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }

  /// Accepted; bars are shown unless `.navigationBarHidden` or `toolbar(.hidden)` says so.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    preference(key: NavigationBarHiddenKey.self, value: visibility == .hidden && bars.contains(.navigationBar))
  }

  /// iOS 18's name for `toolbar(_:for:)`: hides the navigation bar when told to.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    preference(key: NavigationBarHiddenKey.self, value: visibility == .hidden && bars.contains(.navigationBar))
  }
}

/// Which bar a toolbar setting is for.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}
