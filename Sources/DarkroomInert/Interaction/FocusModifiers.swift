import DarkroomViews

/// Focus and submission modifiers accepted so that forms compile unchanged. Nothing has focus
/// in a snapshot and nothing is typed or submitted, so fields are drawn at rest.

nonisolated extension View {
  /// Accepted and ignored: nothing has focus in a snapshot.
  ///
  /// ```swift
  /// TextField("Email", text: $email).focused($field, equals: .email)
  /// ```
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    self
  }

  /// Accepted and ignored: nothing has focus in a snapshot.
  ///
  /// ```swift
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    self
  }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focused(_ condition: Binding<Bool>) -> some View { self }

  /// Accepted and ignored: nothing holds focus in a still frame, so no view is focused first.
  ///
  /// ```swift
  /// Form { … }.defaultFocus($focusedField, .title)
  /// ```
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic)
    -> some View
  { self }

  /// Accepted and ignored: nothing is typed or submitted in a snapshot.
  ///
  /// ```swift
  /// TextField("Search", text: $query).onSubmit { search() }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

  /// Accepted and ignored: a rename starts when a `RenameButton` is tapped, and nothing is
  /// tapped in a snapshot.
  ///
  /// ```swift
  /// TextField("Name", text: $name).focused($isRenaming).renameAction($isRenaming)
  /// ```
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }

  /// Accepted and ignored: nothing is tapped in a snapshot.
  public func renameAction(_ action: @escaping () -> Void) -> some View { self }

  /// Accepted and ignored: the keyboard, and so its return key, is not drawn in snapshots.
  public func submitLabel(_ label: SubmitLabel) -> some View { self }
}

/// What submits a text field; accepted.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label; accepted.
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// How strongly a default focus is applied; accepted
/// (developer.apple.com/documentation/swiftui/defaultfocusevaluationpriority).
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String
  /// Applied when the view first appears.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Applied whenever focus is reset.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}
