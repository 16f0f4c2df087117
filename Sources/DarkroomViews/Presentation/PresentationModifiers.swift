/// What a screen presents over itself at render time: a sheet, a full-screen cover, an
/// alert or a confirmation dialog.
struct Presentation {
  enum Kind { case sheet, fullScreenCover, alert, confirmationDialog }
  let kind: Kind
  let title: Text?
  let content: AnyView
  let message: AnyView?
}

/// The presentations asked for anywhere in a screen, outermost last.
struct PresentationKey: PreferenceKey {
  static var defaultValue: [Presentation] { [] }
  static func reduce(value: inout [Presentation], nextValue: () -> [Presentation]) {
    value += nextValue()
  }
}

nonisolated extension View {
  func presenting(_ presentation: Presentation?) -> some View {
    transformPreference(PresentationKey.self) { value in
      if let presentation { value.append(presentation) }
    }
  }

  /// Presents a sheet while `isPresented` is true. A snapshot taken with it true shows the
  /// sheet over the dimmed screen, as iOS shows it.
  ///
  /// ```swift
  /// ContentView().sheet(isPresented: .constant(true)) { ComposeView() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    presenting(isPresented.wrappedValue ? Presentation(kind: .sheet, title: nil, content: AnyView(content()), message: nil) : nil)
  }

  /// Presents a sheet for `item` while it is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: (Item) -> Content
  ) -> some View {
    presenting(item.wrappedValue.map { Presentation(kind: .sheet, title: nil, content: AnyView(content($0)), message: nil) })
  }

  /// Presents a view over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    presenting(isPresented.wrappedValue ? Presentation(kind: .fullScreenCover, title: nil, content: AnyView(content()), message: nil) : nil)
  }

  /// Presents a view over the whole screen for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: (Item) -> Content
  ) -> some View {
    presenting(item.wrappedValue.map { Presentation(kind: .fullScreenCover, title: nil, content: AnyView(content($0)), message: nil) })
  }

  /// Presents a popover; an iPhone shows it as a sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents an alert with a title, buttons and a message while `isPresented` is true.
  ///
  /// ```swift
  /// .alert("Delete draft?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) {}
  ///   Button("Cancel", role: .cancel) {}
  /// } message: { Text("This cannot be undone.") }
  /// ```
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(isPresented.wrappedValue
      ? Presentation(kind: .alert, title: title, content: AnyView(actions()), message: AnyView(message())) : nil)
  }

  /// An alert titled with a key.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert titled with a string.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert without a message.
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert titled with a string, without a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert for data, shown while `isPresented` is true and the data is there.
  public func alert<T, A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert for data, titled with a string value.
  ///
  /// ```swift
  /// .alert(deck.name, isPresented: $confirming, presenting: deck) { deck in
  ///   Button("Delete", role: .destructive) { delete(deck) }
  /// } message: { deck in Text("\(deck.cards.count) cards") }
  /// ```
  @_disfavoredOverload
  public func alert<S: StringProtocol, T, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert for data, titled with text.
  public func alert<T, A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presenting(isPresented.wrappedValue ? data.map {
      Presentation(kind: .alert, title: title, content: AnyView(actions($0)), message: AnyView(message($0)))
    } : nil)
  }

  /// A confirmation dialog (an action sheet on iPhone) while `isPresented` is true.
  ///
  /// ```swift
  /// .confirmationDialog("Sign out?", isPresented: $asking, titleVisibility: .visible) {
  ///   Button("Sign Out", role: .destructive) {}
  /// }
  /// ```
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// A confirmation dialog titled with a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// A confirmation dialog titled with a string value, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// A confirmation dialog titled with a text.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    presenting(isPresented.wrappedValue
      ? Presentation(kind: .confirmationDialog, title: titleVisibility == .visible ? title : nil,
                     content: AnyView(actions()), message: nil) : nil)
  }

  /// A confirmation dialog titled with a text, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presenting(isPresented.wrappedValue
      ? Presentation(kind: .confirmationDialog, title: titleVisibility == .visible ? title : nil,
                     content: AnyView(actions()), message: AnyView(message())) : nil)
  }
}

/// Where a popover points; accepted.
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}
