import Foundation

/// Dismisses the presented view; in a snapshot nothing is presented by it, so nothing happens.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// Opens a URL; nothing opens in a snapshot.
public struct OpenURLAction: Sendable {
  /// What happened to the URL.
  public enum Result: Sendable { case handled, discarded, systemAction }

  public init(handler: @escaping @Sendable (URL) -> Result) {}
  public func callAsFunction(_ url: URL) {}
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction()
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .discarded }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// Dismisses the presented view; inert in a snapshot.
  public var dismiss: DismissAction { self[DismissKey.self] }

  /// Opens URLs; inert in a snapshot.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the view is presented; false in a snapshot.
  public var isPresented: Bool { self[IsPresentedKey.self] }

  /// The edit mode of lists; `nil` (not editing) in a snapshot.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

