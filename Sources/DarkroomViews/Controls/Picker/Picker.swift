/// A picker at rest, drawn in the picker style of its environment:
/// - `.menu` (the default): the selected option and a small up-down chevron
///   (`chevron.up.chevron.down`) in the tint colour; in a list or form row the label comes
///   first, the option and chevron on the trailing side, while a picker outside a row shows
///   only the option and chevron, sized to them, as iOS 16 and later draw it;
/// - `.segmented`: equal segments on a grey capsule, the selected one raised;
/// - `.inline`: one row per option, a checkmark on the selected one;
/// - `.wheel`: the selected option in a band, its neighbours faded.
///
/// ```swift
/// Picker("Sort by", selection: $sort) {
///   Text("Date").tag(Sort.date)
///   Text("Name").tag(Sort.name)
/// }
/// .pickerStyle(.segmented)
/// ```
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let selection: SelectionValue?
  let content: Content

  /// A picker of the options in `content`, each marked with `.tag(_:)`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection.wrappedValue
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let options = VariadicChildren.of(content, in: context).map { AnyView($0) }
    let tags = options.map { option in
      context.singleNode(for: option, joinedBy: .horizontal).preferenceValue(TagKey.self) ?? nil
    }
    let wanted = selection.map { AnyHashableBox(value: AnyHashable($0)) }
    let selected = wanted.flatMap { tags.firstIndex(of: $0) }
    let style = context.environment.pickerStyle
    let view: AnyView
    switch style {
    case .segmented: view = AnyView(SegmentedPicker(options: options, selected: selected))
    case .inline: view = AnyView(InlinePicker(label: label, options: options, selected: selected))
    case .wheel: view = AnyView(WheelPicker(options: options, selected: selected))
    case .menu: view = AnyView(MenuPicker(label: label, selected: selected.map { options[$0] }))
    }
    return context.nodes(for: view.modifier(ControlName(name: "Picker", detail: "\(style)")))
  }
}

extension Picker {
  /// A picker with `label` as its title, as SwiftUI's older initializer takes it.
  ///
  /// ```swift
  /// Picker(selection: $sort, label: Text("Sort by")) {
  ///   Text("Date").tag(Sort.date)
  ///   Text("Name").tag(Sort.name)
  /// }
  /// ```
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// A picker titled with text.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

private nonisolated struct MenuPicker<Label: View>: View {
  let label: Label
  let selected: AnyView?
  @Environment(\.isInListRow) private var isInListRow

  var body: some View {
    if isInListRow {
      HStack {
        LabelAndGap(label: label)
        selectionAndChevron
      }
    } else {
      selectionAndChevron
    }
  }

  private var selectionAndChevron: some View {
    HStack(spacing: 4) {
      if let selected { selected }
      VStack(spacing: 2) {
        ChevronGlyph().rotation90(up: true)
        ChevronGlyph().rotation90(up: false)
      }
      .frame(width: 8, height: 12)
    }
    .foregroundStyle(TintShapeStyle())
  }
}

extension ChevronGlyph {
  /// A small chevron pointing up or down, stroked in the foreground style.
  func rotation90(up: Bool) -> some View {
    VerticalChevron(pointsUp: up)
      .stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
  }
}

nonisolated struct VerticalChevron: Shape {
  let pointsUp: Bool
  func path(in rect: CGRect) -> Path {
    Path { path in
      let tip = pointsUp ? rect.minY : rect.maxY
      let tail = pointsUp ? rect.maxY : rect.minY
      path.move(to: CGPoint(x: rect.minX, y: tail))
      path.addLine(to: CGPoint(x: rect.midX, y: tip))
      path.addLine(to: CGPoint(x: rect.maxX, y: tail))
    }
  }
}

private nonisolated struct SegmentedPicker: View {
  let options: [AnyView]
  let selected: Int?
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        options[index]
          .font(.system(size: 13, weight: index == selected ? .semibold : .medium))
          .lineLimit(1)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background {
            if index == selected {
              RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(colorScheme == .dark ? Color(storage: .system(.gray2)) : Color.white)
                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                .padding(2)
            }
          }
      }
    }
    .frame(height: 32)
    .background(Color(storage: .system(.tertiarySystemFill)), in: RoundedRectangle(cornerRadius: 9, style: .continuous))
  }
}

private nonisolated struct InlinePicker<Label: View>: View {
  let label: Label
  let options: [AnyView]
  let selected: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        HStack {
          options[index]
          Spacer()
          if index == selected {
            CheckmarkGlyph()
              .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
              .frame(width: 14, height: 11)
          }
        }
        .frame(minHeight: 32)
      }
    }
  }
}

/// A checkmark, as selected rows show; stroke it.
nonisolated struct CheckmarkGlyph: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    }
  }
}

private nonisolated struct WheelPicker: View {
  let options: [AnyView]
  let selected: Int?

  var body: some View {
    let center = selected ?? 0
    VStack(spacing: 0) {
      ForEach(max(0, center - 2)..<min(options.count, center + 3), id: \.self) { index in
        options[index]
          .font(.system(size: index == center ? 21 : 17))
          .opacity(index == center ? 1 : 0.35)
          .frame(height: 34)
          .frame(maxWidth: .infinity)
          .background { if index == center { RoundedRectangle(cornerRadius: 8).fill(Color(storage: .system(.tertiarySystemFill))) } }
      }
    }
    .frame(height: 170)
  }
}
