nonisolated extension View {
  /// A confirmation dialog for data, shown while `isPresented` is true and the data is there;
  /// its actions and message are built from the data.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $confirming, presenting: pendingItem) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// }
  /// ```
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(Text(titleKey), titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), nil) })
  }

  /// A confirmation dialog for data, with a message built from it.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(Text(titleKey), titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), AnyView(message($0))) })
  }

  /// A confirmation dialog for data, titled with a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(Text(title), titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), nil) })
  }

  /// A confirmation dialog for data, titled with a string value, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(Text(title), titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), AnyView(message($0))) })
  }

  /// A confirmation dialog for data, titled with a text.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(title, titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), nil) })
  }

  /// A confirmation dialog for data, titled with a text, with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(title, titleVisibility, shown(data, isPresented).map { (AnyView(actions($0)), AnyView(message($0))) })
  }

  /// The data while the dialog is presented, `nil` otherwise.
  private func shown<T>(_ data: T?, _ isPresented: Binding<Bool>) -> T? {
    isPresented.wrappedValue ? data : nil
  }

  /// The dialog with its built actions and message, or nothing when it is not shown.
  private func dialog(_ title: Text, _ titleVisibility: Visibility, _ built: (actions: AnyView, message: AnyView?)?) -> some View {
    presenting(built.map {
      Presentation(kind: .confirmationDialog, title: titleVisibility == .visible ? title : nil, content: $0.actions, message: $0.message)
    })
  }
}
