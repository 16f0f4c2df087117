/// The few glyphs iOS draws in its own chrome (list chevrons, back buttons, search fields),
/// drawn here as paths so that screens look right without Apple's symbols.

/// A chevron pointing to the trailing side, as list rows that navigate end with; stroke it.
nonisolated struct ChevronGlyph: Shape {
  var pointsLeft = false

  func path(in rect: CGRect) -> Path {
    Path { path in
      let tipX = pointsLeft ? rect.minX : rect.maxX
      let tailX = pointsLeft ? rect.maxX : rect.minX
      path.move(to: CGPoint(x: tailX, y: rect.minY))
      path.addLine(to: CGPoint(x: tipX, y: rect.midY))
      path.addLine(to: CGPoint(x: tailX, y: rect.maxY))
    }
  }
}

/// A magnifying glass: a ring and a handle towards the bottom trailing corner; stroke it.
nonisolated struct MagnifierGlyph: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      let ring = rect.width * 0.72
      path.addEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: ring, height: ring))
      let inner = ring * 0.5 + ring * 0.5 * 0.7071
      path.move(to: CGPoint(x: rect.minX + inner, y: rect.minY + inner))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    }
  }
}

/// A list row's trailing chevron: 7 × 12 pt, tertiary label colour, semibold stroke.
nonisolated struct RowChevron: View {
  var body: some View {
    ChevronGlyph()
      .stroke(Color(storage: .system(.tertiaryLabel)), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
      .frame(width: 7, height: 12)
      .padding(.leading, 8)
  }
}
