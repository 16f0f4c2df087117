/// The measures of a list style (iOS 17/18, iPhone, default text size): rows at least 44 pt
/// tall (UIKit's default row height), the screen's layout margins at the sides, inset grouped
/// sections as cards with 10 pt continuous corners whose rows start 20 pt in, 35 pt between
/// grouped sections.
struct ListMetrics {
  let style: ListStyleKind
  /// One pixel, the thickness of separators.
  let pixel: CGFloat
  /// The side margin: UIKit's system layout margin, 16 pt on iPhones narrower than 400 pt
  /// (iPhone 15, 393 pt) and 20 pt on wider ones (iPhone 16 Pro, 402 pt, and the Plus and Max
  /// sizes), which is also what a canvas of no particular device gets: an iPhone 16 Pro
  /// simulator draws a 375 pt wide form's cards 20 pt in.
  let margin: CGFloat

  init(style: ListStyleKind, pixel: CGFloat, screenWidth: CGFloat?) {
    self.style = style
    self.pixel = pixel
    margin = screenWidth.map { $0 < 400 ? 16 : 20 } ?? 20
  }

  static let defaultMinimumRowHeight: CGFloat = 44
  let cornerRadius: CGFloat = 10
  let sectionSpacing: CGFloat = 35

  var isGrouped: Bool { style != .plain && style != .inset }
  /// Whether sections are cards inset from the screen's edges.
  var hasCards: Bool { style == .insetGrouped || style == .sidebar || style == .inset }
  var cardInset: CGFloat { hasCards ? margin : 0 }
  var rowInset: CGFloat { hasCards ? 20 : margin }

  /// Small vertical insets: the 44 pt minimum makes a row of body text 44 pt tall, and a row
  /// with a switch (31 pt) is 44 pt too, as on iOS.
  var defaultRowInsets: EdgeInsets { EdgeInsets(top: 6, leading: rowInset, bottom: 6, trailing: rowInset) }

  var background: Color {
    isGrouped ? Color(storage: .system(.systemGroupedBackground)) : Color(storage: .system(.systemBackground))
  }

  var rowBackground: Color {
    isGrouped ? Color(storage: .system(.secondarySystemGroupedBackground)) : Color(storage: .system(.systemBackground))
  }
}

/// A list drawn: its sections in a scroll view on the style's background.
nonisolated struct ListBody: View {
  let sections: [ListSections.Part]
  let metrics: ListMetrics
  let drawsBackground: Bool

  var body: some View {
    let content = ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices, id: \.self) { index in
          ListSectionView(part: sections[index], metrics: metrics, isFirst: index == 0)
        }
        if metrics.isGrouped { Color.clear.frame(height: metrics.sectionSpacing) }
      }
    }
    .preference(key: ContainerBackgroundKey.self, value: drawsBackground ? metrics.background : nil)
    if drawsBackground {
      content.background(metrics.background)
    } else {
      content
    }
  }
}

private struct IsInListRowKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the view is inside a list row: labels there tint their icons.
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}

/// The background a full-screen container is drawn on, for the bars above it.
struct ContainerBackgroundKey: PreferenceKey {
  static var defaultValue: Color? { nil }
  static func reduce(value: inout Color?, nextValue: () -> Color?) {
    value = value ?? nextValue()
  }
}

/// One section: header, rows with separators, footer.
nonisolated struct ListSectionView: View {
  let part: ListSections.Part
  let metrics: ListMetrics
  let isFirst: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let header = part.header {
        header
          .modifier(HeaderLook(metrics: metrics))
          .padding(.top, metrics.isGrouped ? (isFirst ? 17 : 17 + 18) : 0)
      } else if metrics.isGrouped {
        Color.clear.frame(height: metrics.sectionSpacing)
      }
      card
      if let footer = part.footer {
        footer
          .font(.footnote)
          .foregroundStyle(.secondary)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.top, 7)
          .padding(.horizontal, metrics.cardInset + metrics.rowInset)
      }
    }
  }

  @ViewBuilder private var card: some View {
    let rows = VStack(alignment: .leading, spacing: 0) {
      ForEach(part.rows.indices, id: \.self) { index in
        ListRowView(row: part.rows[index], metrics: metrics, showsSeparator: index < part.rows.count - 1)
      }
    }
    if metrics.hasCards {
      rows
        .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous))
        .padding(.horizontal, metrics.cardInset)
    } else {
      rows
    }
  }
}

/// A section header as the style draws it.
private nonisolated struct HeaderLook: ViewModifier {
  let metrics: ListMetrics

  func body(content: Content) -> some View {
    if metrics.style == .sidebar {
      content
        .font(.title3.bold())
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.bottom, 8)
        .padding(.horizontal, metrics.cardInset + metrics.rowInset)
    } else if metrics.isGrouped {
      content
        .font(.footnote)
        .foregroundStyle(.secondary)
        .textCase(.uppercase)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.bottom, 7)
        .padding(.horizontal, metrics.cardInset + metrics.rowInset)
    } else {
      content
        .font(.headline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.vertical, 6)
        .padding(.horizontal, metrics.cardInset + metrics.rowInset)
    }
  }
}

/// One row: its content in the row insets, at least 44 pt tall, on the row background,
/// with a separator below that starts where the content does.
private nonisolated struct ListRowView: View {
  let row: ListSections.Row
  let metrics: ListMetrics
  let showsSeparator: Bool
  @Environment(\.defaultMinListRowHeight) private var minimumRowHeight

  var body: some View {
    let insets = row.traits.insets ?? metrics.defaultRowInsets
    let content = row.content
      .environment(\.isInListRow, true)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(insets)
      .frame(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading)
      .accessibility { $0.isListRow = true }
    let separated = content.overlay(alignment: .bottom) {
      if showsSeparator && row.traits.separator != .hidden {
        Rectangle()
          .fill(row.traits.separatorTint ?? Color(storage: .system(.separator)))
          .frame(height: metrics.pixel)
          .padding(.leading, insets.leading)
      }
    }
    if let background = row.traits.background {
      separated.background { background }
    } else {
      separated.background(metrics.rowBackground, ignoresSafeAreaEdges: [])
    }
  }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = ListMetrics.defaultMinimumRowHeight
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// The least height of a list's rows: 44 points unless set.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }.environment(\.defaultMinListRowHeight, 32)
  /// ```
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list's section headers; accepted.
  public var defaultMinListHeaderHeight: CGFloat {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}
