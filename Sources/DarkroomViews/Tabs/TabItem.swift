/// The label a tab shows in the tab bar.
struct TabItemKey: PreferenceKey {
  static var defaultValue: AnyView? { nil }
  static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    value = value ?? nextValue()
  }
}

/// The tag that identifies a view among its siblings, for selection.
struct TagKey: PreferenceKey {
  static var defaultValue: AnyHashableBox? { nil }
  static func reduce(value: inout AnyHashableBox?, nextValue: () -> AnyHashableBox?) {
    value = value ?? nextValue()
  }
}

/// The badge a tab shows on its icon.
struct TabBadgeKey: PreferenceKey {
  static var defaultValue: Text? { nil }
  static func reduce(value: inout Text?, nextValue: () -> Text?) {
    value = value ?? nextValue()
  }
}

/// A tag value.
struct AnyHashableBox: Hashable, @unchecked Sendable {
  let value: AnyHashable
}

nonisolated extension View {
  /// Sets the label of this view's tab in a `TabView`.
  ///
  /// ```swift
  /// InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    preference(key: TabItemKey.self, value: AnyView(label()))
  }

  /// Identifies this view for a `TabView`'s or a `Picker`'s selection.
  ///
  /// ```swift
  /// SettingsScreen().tag(Tab.settings)
  /// ```
  public func tag<V: Hashable>(_ tag: V) -> some View {
    preference(key: TagKey.self, value: AnyHashableBox(value: AnyHashable(tag)))
  }

  /// Shows a count on this view's tab; zero shows none.
  public func badge(_ count: Int) -> some View {
    preference(key: TabBadgeKey.self, value: count == 0 ? nil : Text("\(count)"))
  }

  /// Shows a text badge on this view's tab; `nil` shows none.
  public func badge(_ label: Text?) -> some View {
    preference(key: TabBadgeKey.self, value: label)
  }

  /// Shows a string badge on this view's tab; `nil` shows none.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    preference(key: TabBadgeKey.self, value: label.map { Text($0) })
  }
}

/// A tab written the iOS 18 way: its title, symbol and value, and its content.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Inbox", systemImage: "tray", value: .inbox) { InboxScreen() }
///   Tab("Settings", systemImage: "gear", value: .settings) { SettingsScreen() }
/// }
/// ```
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
  let title: Text
  let systemImage: String
  let value: Value?
  let content: Content

  /// A tab with a value for the selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    title = Text(titleKey)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// A tab with a string title and a value for the selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.title = Text(title)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// A tab whose title and symbol come from its role: "Search" and a magnifying glass for
  /// `.search`.
  ///
  /// ```swift
  /// Tab(value: .search, role: .search) { SearchScreen() }
  /// ```
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    title = role?.title ?? Text(verbatim: "")
    systemImage = role?.systemImage ?? ""
    self.value = value
    self.content = content()
  }

  public var body: some View {
    let tagged = content.tabItem { Label { title } icon: { Image(systemName: systemImage) } }
    if let value {
      tagged.tag(value)
    } else {
      tagged
    }
  }
}

extension Tab where Value == Never {
  /// A tab titled by its role, without a selection value.
  ///
  /// ```swift
  /// Tab(role: .search) { SearchScreen() }
  /// ```
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    title = role?.title ?? Text(verbatim: "")
    systemImage = role?.systemImage ?? ""
    value = nil
    self.content = content()
  }

  /// A tab without a selection value.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    title = Text(titleKey)
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }

  /// A tab with a string title and no selection value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.title = Text(title)
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }
}
