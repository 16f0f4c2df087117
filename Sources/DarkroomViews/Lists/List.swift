/// A scrolling list of rows, as SwiftUI's `List`: its rows in sections, drawn in the list
/// style of the environment (inset grouped, iOS's default, unless `.listStyle` says
/// otherwise), at rest at the top.
///
/// ```swift
/// List {
///   Section("Account") {
///     Label("Profile", systemImage: "person")
///     Toggle("Notifications", isOn: $notifications)
///   }
///   Section { Button("Sign Out", role: .destructive) {} }
/// }
/// ```
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  var defaultStyle: ListStyleKind = .insetGrouped
  var name = "List"

  /// A list of the rows and sections in `content`.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with a selection; nothing is selected in a still image.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list whose selection always holds a value (iOS 17); nothing is shown selected in a
  /// still image.
  ///
  /// ```swift
  /// List(selection: $folder) { ForEach(folders) { Text($0.name).tag($0) } }
  /// ```
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a multiple selection; nothing is selected in a still image.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  init(content: Content, defaultStyle: ListStyleKind, name: String) {
    self.content = content
    self.defaultStyle = defaultStyle
    self.name = name
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let style = context.environment.listStyle ?? defaultStyle
    let metrics = ListMetrics(style: style, pixel: context.environment.pixelLength, screenWidth: context.environment.screenSize?.width)
    let sections = ListSections.of(content, in: context)
    let drawsBackground = context.environment.scrollContentBackground != .hidden
    let body = ListBody(sections: sections, metrics: metrics, drawsBackground: drawsBackground)
      .modifier(ControlName(name: name, detail: "\(style)"))
    return context.nodes(for: body)
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of `data`.
  ///
  /// ```swift
  /// List(messages) { MessageRow(message: $0) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each number in `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

/// A form: rows of controls in inset grouped sections, as iOS draws `Form`.
///
/// ```swift
/// Form {
///   Section("Profile") { TextField("Name", text: $name) }
///   Section { Toggle("Public", isOn: $isPublic) }
/// }
/// ```
public nonisolated struct Form<Content: View>: View {
  let content: Content

  /// A form of the sections and rows in `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List<Never, Content>(content: content, defaultStyle: .insetGrouped, name: "Form")
  }
}

/// A form style; accepted, forms are drawn grouped.
public struct FormStyleConfiguration {}

/// The grouped form look.
public struct GroupedFormStyle: Sendable {
  public init() {}
}

extension GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
  public static var automatic: GroupedFormStyle { GroupedFormStyle() }
}
