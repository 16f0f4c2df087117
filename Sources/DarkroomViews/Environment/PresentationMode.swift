/// Whether a view is presented, and a way to dismiss it: iOS 13's spelling of what
/// `\.isPresented` and `\.dismiss` say (developer.apple.com/documentation/swiftui/presentationmode).
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
///
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: Sendable {
  /// Whether the view is presented: what `\.isPresented` says, false at the root of a snapshot.
  public let isPresented: Bool

  /// Dismisses the view; nothing is dismissed in a snapshot, so this does nothing.
  public mutating func dismiss() {}
}

extension EnvironmentValues {
  /// Whether the view is presented, as a binding to a ``PresentationMode``; dismissing
  /// through it does nothing in a snapshot.
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: isPresented))
  }
}
