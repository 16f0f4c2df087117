import DarkroomViews

/// Search suggestions and scopes accepted so that searchable screens compile unchanged. Both
/// show only while a search field is being typed in, and nothing is typed in a snapshot: the
/// search field is drawn at rest.

/// When a search's scope bar shows
/// (developer.apple.com/documentation/swiftui/searchscopeactivation).
public struct SearchScopeActivation: Hashable, Sendable {
  let name: String
  public static let automatic = SearchScopeActivation(name: "automatic")
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

nonisolated extension View {
  /// Accepted and ignored: suggestions show while a search is typed, and none is.
  ///
  /// ```swift
  /// List(results) { … }.searchable(text: $query).searchSuggestions {
  ///   ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
  /// }
  /// ```
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

  /// Accepted and ignored: completing a search needs a suggestion to be tapped.
  public func searchCompletion(_ completion: String) -> some View { self }

  /// Accepted and ignored: the scope bar shows while a search is active, and none is.
  ///
  /// ```swift
  /// .searchable(text: $query).searchScopes($scope) { Text("All").tag(Scope.all) }
  /// ```
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    self
  }

  /// Accepted and ignored: the scope bar shows while a search is active, and none is.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View { self }
}
