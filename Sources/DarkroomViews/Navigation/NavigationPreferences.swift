/// The title a navigation bar shows: the one nearest the stack's content wins.
struct NavigationTitleKey: PreferenceKey {
  static var defaultValue: Text? { nil }
  static func reduce(value: inout Text?, nextValue: () -> Text?) {
    value = value ?? nextValue()
  }
}

/// How the title is shown.
struct NavigationTitleDisplayModeKey: PreferenceKey {
  static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
  static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
    value = value ?? nextValue()
  }
}

/// Whether the navigation bar is hidden.
struct NavigationBarHiddenKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

/// The search field a screen asks for, with its prompt.
struct SearchFieldKey: PreferenceKey {
  static var defaultValue: SearchFieldRequest? { nil }
  static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) {
    value = value ?? nextValue()
  }
}

struct SearchFieldRequest {
  let text: String
  let prompt: Text
}

/// The navigation bar's display modes, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

nonisolated extension View {
  /// Sets the title the enclosing navigation stack shows for this screen.
  ///
  /// ```swift
  /// List { … }.navigationTitle("Inbox")
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title)
  }

  /// Sets the title from a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the title from a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Shows the title large under the bar, or inline in it.
  ///
  /// ```swift
  /// DetailView().navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    preference(key: NavigationTitleDisplayModeKey.self, value: mode)
  }

  /// The older way to set the title and its mode together.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The older way to set the title and its mode, from a localized key.
  ///
  /// ```swift
  /// SettingsForm().navigationBarTitle("Settings", displayMode: .inline)
  /// ```
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }

  /// The older way to set the title and its mode, from a string.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  /// The older way to set the title, from a localized key.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The older way to set the title.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Hides the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    preference(key: NavigationBarHiddenKey.self, value: hidden)
  }

  /// Adds a search field to the navigation bar, under the title, showing `text` or the
  /// prompt when `text` is empty.
  ///
  /// ```swift
  /// List(results) { … }.searchable(text: $query, prompt: "Messages")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    preference(key: SearchFieldKey.self, value: SearchFieldRequest(text: text.wrappedValue, prompt: prompt ?? Text("Search")))
  }

  /// Adds a search field whose being active is bound to `isPresented` (iOS 17). A still frame
  /// has no keyboard focus, so the field is drawn at rest, as when `isPresented` is false.
  ///
  /// ```swift
  /// DeckList().searchable(text: $query, isPresented: $searching, prompt: "Decks")
  /// ```
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Adds a search field bound to `isPresented`, with a prompt given as a key.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field bound to `isPresented`, with a prompt given as a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field with a prompt given as a key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field with a prompt given as a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

/// Where a search field goes; on iPhone it is always under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// Whether the drawer stays open.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }
}
