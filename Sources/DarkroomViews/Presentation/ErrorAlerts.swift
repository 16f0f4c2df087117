import Foundation

/// Alerts for an error, as iOS 17 added them: the title is the error's description and the
/// message its recovery suggestion, shown while `isPresented` is true and there is an error.
///
/// ```swift
/// .alert(isPresented: $failed, error: saveError) { _ in Button("OK") {} } message: { error in
///   Text(error.recoverySuggestion ?? "")
/// }
/// ```
nonisolated extension View {
  /// An alert for `error` with the actions given.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let message = error?.recoverySuggestion
    return presenting(isPresented.wrappedValue ? error.map { error in
      Presentation(
        kind: .alert, title: Text(verbatim: error.errorDescription ?? "\(error)"), content: AnyView(actions()),
        message: AnyView(Group { if let message { Text(verbatim: message) } }))
    } : nil)
  }

  /// An alert for `error` whose actions and message are made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    presenting(isPresented.wrappedValue ? error.map { error in
      Presentation(
        kind: .alert, title: Text(verbatim: error.errorDescription ?? "\(error)"), content: AnyView(actions(error)),
        message: AnyView(message(error)))
    } : nil)
  }
}
