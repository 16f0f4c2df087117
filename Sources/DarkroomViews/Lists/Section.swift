/// A group of rows with an optional header and footer: a card in a grouped list or form,
/// a titled block elsewhere.
///
/// ```swift
/// Section("Account") {
///   Text("Email")
/// } footer: {
///   Text("Used to sign in.")
/// }
/// ```
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent?
  let content: Content
  let footer: Footer?

  /// A section with content, a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  /// A section with a header and a footer given as views first (the older spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = header
    self.footer = footer
  }

  /// Outside a list: the header, the content and the footer, stacked.
  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      if let header { header.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase) }
      content
      if let footer { footer.font(.footnote).foregroundStyle(.secondary) }
    }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows alone.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    header = nil
    footer = nil
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.content = content()
    self.header = header()
    footer = nil
  }

  /// A section with a header given as a view first (the older spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = header
    footer = nil
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    header = nil
    self.footer = footer()
  }

  /// A section with a footer given as a view first (the older spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    header = nil
    self.footer = footer
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// A collapsible section titled with text, drawn expanded or collapsed as `isExpanded` says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }
}

/// A section seen by a list, with its parts type-erased.
protocol ListSection {
  var erasedHeader: (any View)? { get }
  var erasedContent: any View { get }
  var erasedFooter: (any View)? { get }
}

extension Section: ListSection {
  var erasedHeader: (any View)? { header.flatMap { $0 is EmptyView ? nil : $0 } }
  var erasedContent: any View { content }
  var erasedFooter: (any View)? { footer.flatMap { $0 is EmptyView ? nil : $0 } }
}
