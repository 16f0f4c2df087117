/// Whether something is shown: `.visible`, `.hidden`, or `.automatic` for the platform's choice.
///
/// ```swift
/// NavigationStack { Inbox() }.toolbar(.hidden, for: .navigationBar)
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
