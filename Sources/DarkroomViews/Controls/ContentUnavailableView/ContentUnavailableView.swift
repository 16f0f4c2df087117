/// An empty state: a large symbol, a title and a description, centred.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: "invoice")
/// ```
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description?
  let actions: Actions?

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(UnavailableLabelStyle())
        if let description { description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center) }
      }
      if let actions { actions }
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .modifier(ControlName(name: "ContentUnavailableView", detail: nil))
  }
}

extension ContentUnavailableView where Label == DarkroomViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = DarkroomViews.Label(titleKey, systemImage: name)
    self.description = description
    actions = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = DarkroomViews.Label(title, systemImage: name)
    self.description = description
    actions = nil
  }

  /// The empty state of a search with no results.
  public static var search: Self {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// The empty state of a search for `text` with no results.
  public static func search(text: String) -> Self {
    ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                           description: Text("Check the spelling or try a new search."))
  }
}

private nonisolated struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.system(size: 44)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}
