/// What a tab is for (developer.apple.com/documentation/swiftui/tabrole). A search tab is
/// titled "Search" with a magnifying glass unless it is given a title.
public struct TabRole: Hashable, Sendable {
  /// The title and symbol of a tab that gives none.
  let titleString: String
  let systemImage: String

  /// The tab that searches the app.
  public static let search = TabRole(titleString: "Search", systemImage: "magnifyingglass")

  var title: Text { Text(verbatim: titleString) }
}

/// Tabs grouped under a title (developer.apple.com/documentation/swiftui/tabsection). An
/// iPhone's tab bar shows the section's tabs in line with the others; the title heads the
/// group only in an iPad's sidebar.
///
/// ```swift
/// TabView {
///   Tab("Home", systemImage: "house") { HomeScreen() }
///   TabSection("Library") {
///     Tab("Albums", systemImage: "square.stack") { AlbumsScreen() }
///     Tab("Songs", systemImage: "music.note") { SongsScreen() }
///   }
/// }
/// ```
public nonisolated struct TabSection<Content: View>: View {
  let content: Content

  /// A section titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A section with a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A section with a header view, shown only in a sidebar.
  public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }

  public var body: some View { content }
}
