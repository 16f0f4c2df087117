/// Tabs at rest on the selected one (the first unless a selection says otherwise): its
/// content over the tab bar, as iOS 17 draws it. With `.tabViewStyle(.page)`, the selected
/// page with page dots instead.
///
/// ```swift
/// TabView {
///   InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
///   SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
///
/// The tab bar is 49 pt tall above the home indicator, on the bar material with a hairline
/// on top; each item is a 25 pt symbol over a 10 pt medium title, in the tint colour when
/// selected and grey otherwise.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  let selection: SelectionValue?

  /// Tabs showing the first.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    self.content = content()
    selection = nil
  }

  /// Tabs showing the one whose tag is the selection.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.wrappedValue
  }

  /// Tabs showing the one whose tag is the selection, or the first.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.wrappedValue
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let children = VariadicChildren.of(content, in: context)
    let pages = children.map { context.singleNode(for: AnyView($0), joinedBy: .vertical) }
    guard !pages.isEmpty else { return [] }
    let wanted = selection.map { AnyHashableBox(value: AnyHashable($0)) }
    let tags = pages.map { $0.preferenceValue(TagKey.self) ?? nil }
    let selectedIndex = wanted.flatMap { tag in tags.firstIndex(of: tag) } ?? 0
    let tabs = pages.map { page in
      TabBarItem(label: (page.preferenceValue(TabItemKey.self) ?? nil) ?? AnyView(EmptyView()),
                 badge: page.preferenceValue(TabBadgeKey.self) ?? nil)
    }
    let view: AnyView
    if context.environment.tabViewStyleIsPage {
      view = AnyView(ZStack(alignment: .bottom) {
        ResolvedNodes(nodes: [pages[selectedIndex]]).frame(maxWidth: .infinity, maxHeight: .infinity)
        PageDots(count: pages.count, selected: selectedIndex).padding(.bottom, 12)
      })
    } else {
      view = AnyView(VStack(spacing: 0) {
        ResolvedNodes(nodes: [pages[selectedIndex]]).frame(maxWidth: .infinity, maxHeight: .infinity)
        TabBar(items: tabs, selected: selectedIndex)
      })
    }
    let nodes = context.nodes(for: view.modifier(ControlName(name: "TabView", detail: "tab \(selectedIndex + 1) of \(pages.count)")))
    // The tabs' labels and tags belong to this tab view, not to what encloses it.
    let consumed = [TabItemKey.self, TagKey.self, TabBadgeKey.self].map { (key: any PreferenceKey.Type) in
      PreferenceOperation(key: ObjectIdentifier(key)) { $0 = nil }
    }
    for node in nodes { node.preferenceOperations += consumed }
    return nodes
  }
}

struct TabBarItem {
  let label: AnyView
  let badge: Text?
}

/// The tab bar: equal columns of icon and title.
nonisolated struct TabBar: View {
  let items: [TabBarItem]
  let selected: Int
  @Environment(\.pixelLength) private var pixel

  var body: some View {
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        TabBarButton(item: items[index], isSelected: index == selected)
          .frame(maxWidth: .infinity)
      }
    }
    .frame(height: 49, alignment: .top)
    .background(BarBackground())
    .overlay(alignment: .top) { Rectangle().fill(Color(storage: .system(.separator))).frame(height: pixel) }
    .modifier(ControlName(name: "TabBar", detail: nil))
  }
}

private nonisolated struct TabBarButton: View {
  let item: TabBarItem
  let isSelected: Bool

  var body: some View {
    item.label
      .labelStyle(TabItemLabelStyle(badge: item.badge))
      .foregroundStyle(isSelected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(storage: .system(.gray))))
  }
}

/// A tab item's label: the symbol over the title, with the badge on the symbol.
private nonisolated struct TabItemLabelStyle: LabelStyle {
  let badge: Text?

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon
        .font(.system(size: 21))
        .frame(height: 28)
        .overlay(alignment: .topTrailing) {
          if let badge {
            badge
              .font(.system(size: 13))
              .foregroundStyle(Color.white)
              .padding(.horizontal, 5)
              .frame(minWidth: 18, minHeight: 18)
              .background(Color.red, in: Capsule())
              .offset(x: 10, y: -2)
          }
        }
      configuration.title.font(.system(size: 10, weight: .medium)).lineLimit(1)
    }
    .padding(.top, 6)
  }
}

/// The page indicator: a dot per page, the selected one opaque.
private nonisolated struct PageDots: View {
  let count: Int
  let selected: Int

  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(Color(storage: .system(.label)).opacity(index == selected ? 0.9 : 0.3))
          .frame(width: 8, height: 8)
      }
    }
    .padding(.horizontal, 10)
    .padding(.vertical, 8)
    .modifier(ControlName(name: "PageIndicator", detail: "\(selected + 1) of \(count)"))
  }
}

/// The look of a `TabView`.
public struct TabViewStyleValue: Sendable {
  let isPage: Bool
}

/// The paged look, with its index display mode (accepted).
public struct PageTabViewStyle: Sendable {
  /// When the page dots show.
  public enum IndexDisplayMode: Sendable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var tabViewStyleIsPage: Bool {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

/// A tab view style: the tab bar, or pages.
public struct TabViewStyleChoice: Sendable {
  let isPage: Bool
  public static let automatic = TabViewStyleChoice(isPage: false)
  public static let page = TabViewStyleChoice(isPage: true)
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleChoice { .page }
  public static let tabBarOnly = TabViewStyleChoice(isPage: false)
  public static let sidebarAdaptable = TabViewStyleChoice(isPage: false)
}

nonisolated extension View {
  /// Draws the tab views below as a tab bar (`.automatic`) or as pages (`.page`).
  ///
  /// ```swift
  /// TabView { OnboardingPage(1); OnboardingPage(2) }.tabViewStyle(.page)
  /// ```
  public func tabViewStyle(_ style: TabViewStyleChoice) -> some View {
    environment(\.tabViewStyleIsPage, style.isPage)
  }

  /// Draws the tab views below as pages.
  public func tabViewStyle(_ style: PageTabViewStyle) -> some View {
    environment(\.tabViewStyleIsPage, true)
  }
}
