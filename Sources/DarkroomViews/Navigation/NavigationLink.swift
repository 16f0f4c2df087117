/// A link to another screen, at rest: in a list row its label in the primary colour with a
/// chevron on the trailing side; elsewhere its label in the tint colour, like a button.
///
/// ```swift
/// List {
///   NavigationLink("Notifications") { NotificationSettings() }
///   NavigationLink(value: account) { AccountRow(account) }
/// }
/// ```
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  @Environment(\.isInListRow) private var isInListRow

  /// A link whose destination is built when it is followed.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link with the destination given first (the older spelling).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link that is active while `isActive` is true (the older spelling).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link that is active while `selection` holds `tag` (the spelling before iOS 16);
  /// drawn at rest, as the screen it would push is not part of this one.
  ///
  /// ```swift
  /// NavigationLink(destination: Detail(item), tag: item.id, selection: $selectedID) { Row(item) }
  /// ```
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link that is active while `selection` holds `tag`, its destination built when followed.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View {
    Group {
      if isInListRow {
        HStack(spacing: 0) {
          label.foregroundStyle(Color(storage: .system(.label)))
          Spacer(minLength: 8)
          RowChevron()
        }
      } else {
        label.foregroundStyle(TintShapeStyle())
      }
    }
    .modifier(ControlName(name: "NavigationLink", detail: nil))
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value; the stack's `navigationDestination(for:)` shows it.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with text that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.label = Text(titleKey)
  }

  /// A link titled with a string that pushes a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.label = Text(titleKey)
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
  }

  /// A link titled with text, destination given first (the older spelling).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.label = Text(titleKey)
  }

  /// A link titled with a string, destination given first (the older spelling).
  ///
  /// ```swift
  /// NavigationLink(recipe.name, destination: RecipeDetail(recipe: recipe))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.label = Text(title)
  }
}

extension Button where Label == DarkroomViews.Label<Text, Image> {
  /// A button with a title and an SF Symbol; toolbars show the symbol alone.
  ///
  /// ```swift
  /// Button("Compose", systemImage: "square.and.pencil") { compose() }
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { DarkroomViews.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a string title and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { DarkroomViews.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, a title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DarkroomViews.Label(titleKey, systemImage: systemImage) }
  }
}
