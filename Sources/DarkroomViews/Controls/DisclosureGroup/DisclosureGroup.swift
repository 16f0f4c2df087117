/// A disclosure group: its label with a chevron (down when expanded), and its content when
/// expanded.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        label
        Spacer(minLength: 8)
        Group {
          if isExpanded {
            VerticalChevron(pointsUp: false).stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
              .frame(width: 12, height: 7)
          } else {
            ChevronGlyph().stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
              .frame(width: 7, height: 12)
          }
        }
        .frame(width: 12, height: 12)
      }
      if isExpanded { content }
    }
    .modifier(ControlName(name: "DisclosureGroup", detail: isExpanded ? "expanded" : "collapsed"))
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A collapsed group titled with a string value.
  ///
  /// ```swift
  /// DisclosureGroup(workout.name) { ForEach(workout.sets) { SetRow(set: $0) } }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
