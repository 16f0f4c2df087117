/// The navigation bar of a screen at rest: a 44 pt row with the leading items, the inline
/// title (or a principal item) and the trailing items; then, for large titles, the title in
/// 34 pt bold; then the search field, if the screen has one.
nonisolated struct NavigationBar: View {
  let title: Text?
  let isLarge: Bool
  let items: [ToolbarEntry]
  let search: SearchFieldRequest?
  var back: BackButton?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 16) {
          if let back { back }
          ForEach(entries(.leading).indices, id: \.self) { entries(.leading)[$0].view }
          Spacer(minLength: 0)
          ForEach(entries(.trailing).indices, id: \.self) { entries(.trailing)[$0].view }
        }
        .foregroundStyle(TintShapeStyle())
        .padding(.horizontal, 16)
        if let principal = entries(.principal).first {
          principal.view
        } else if !isLarge, let title {
          title.font(.headline).lineLimit(1).padding(.horizontal, 72)
        }
      }
      .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
      .labelStyle(.iconOnly)
      if isLarge, let title {
        title
          .font(.largeTitle.bold())
          .lineLimit(1)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 16)
          .padding(.top, 3)
          .padding(.bottom, 8)
      }
      if let search {
        SearchField(request: search).padding(.horizontal, 16).padding(.bottom, 10)
      }
    }
    .modifier(ControlName(name: "NavigationBar", detail: isLarge ? "large" : "inline"))
  }

  private func entries(_ side: ToolbarItemPlacement.Side) -> [ToolbarEntry] {
    items.filter { $0.placement.side == side }
  }
}

/// A search field at rest: a rounded field with a magnifying glass and the prompt (or the
/// text being searched for).
nonisolated struct SearchField: View {
  let request: SearchFieldRequest

  var body: some View {
    HStack(spacing: 6) {
      MagnifierGlyph()
        .stroke(Color(storage: .system(.secondaryLabel)), style: StrokeStyle(lineWidth: 1.8, lineCap: .round))
        .frame(width: 15, height: 15)
      Group {
        if request.text.isEmpty {
          request.prompt.foregroundStyle(Color(storage: .system(.secondaryLabel)))
        } else {
          Text(verbatim: request.text)
        }
      }
      .lineLimit(1)
      Spacer(minLength: 0)
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(Color(storage: .system(.tertiarySystemFill)), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    .modifier(ControlName(name: "SearchField", detail: nil))
  }
}

/// A bottom toolbar: its items in the tint colour, spread across a 49 pt bar over the bar
/// background, with a hairline on top.
nonisolated struct BottomToolbar: View {
  let items: [ToolbarEntry]
  @Environment(\.pixelLength) private var pixel

  var body: some View {
    HStack(spacing: 16) {
      ForEach(items.indices, id: \.self) { items[$0].view }
    }
    .labelStyle(.iconOnly)
    .foregroundStyle(TintShapeStyle())
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 49)
    .background(BarBackground())
    .overlay(alignment: .top) { Rectangle().fill(Color(storage: .system(.separator))).frame(height: pixel) }
    .modifier(ControlName(name: "BottomBar", detail: nil))
  }
}

/// The translucent material of bars (tab bars, bottom toolbars) over content: iOS's
/// `.systemChromeMaterial`, approximated as the secondary background at 94% opacity.
nonisolated struct BarBackground: View {
  var body: some View {
    Rectangle().fill(Color(storage: .opacity(.system(.secondarySystemBackground), 0.94)))
      .ignoresSafeArea(edges: .bottom)
  }
}
