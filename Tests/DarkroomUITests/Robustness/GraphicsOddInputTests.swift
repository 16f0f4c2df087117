import DarkroomUI
import Testing

/// The drawing APIs given NaN, infinite, negative and huge numbers render (drawing nothing
/// where nothing makes sense) and never stop the rest of the view from being drawn.
@Suite struct GraphicsOddInputTests {
  private static let odd: [CGFloat] = [.nan, .infinity, -.infinity, -5, 0, 1e12, -1e300, 1e-300]

  /// The odd views side by side, then a black square that must still be drawn after them;
  /// one render per number keeps the suite quick.
  private func rendersAndKeepsDrawing(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let bitmap = try drawnPixels(
      HStack(spacing: 0) {
        ForEach(views.indices, id: \.self) { index in views[index].frame(width: 20, height: 20) }
        Color.black.frame(width: 10, height: 10)
      }
      .frame(height: 20))
    #expect(bitmap[views.count * 20 + 5, 10] == .black, sourceLocation: sourceLocation)
  }

  @Test func oddShapesAndEffects() throws {
    for number in Self.odd {
      try rendersAndKeepsDrawing([
        AnyView(Circle().trim(from: number, to: -number).stroke(Color.red, lineWidth: 2)),
        AnyView(Rectangle().rotation(.radians(number)).scale(number).fill(Color.red)),
        AnyView(UnevenRoundedRectangle(topLeadingRadius: number, bottomTrailingRadius: -number).fill(Color.red)),
        AnyView(Color.red.rotationEffect(.degrees(number)).scaleEffect(x: number, y: 2)),
        AnyView(Color.red.scaleEffect(number, anchor: UnitPoint(x: number, y: number))),
        AnyView(Color.red.mask { Color.black.frame(width: number, height: number) }),
        AnyView(Color.red.grayscale(number).saturation(number).contrast(number).brightness(number).hueRotation(.degrees(number))),
        AnyView(Color.red.colorMultiply(Color(red: number, green: 1, blue: 0, opacity: number)).colorInvert()),
      ])
    }
  }

  @Test func oddGradientsMaterialsAndShadows() throws {
    for number in Self.odd {
      let stops = [Gradient.Stop(color: .red, location: number), Gradient.Stop(color: .blue, location: -number)]
      try rendersAndKeepsDrawing([
        AnyView(Circle().fill(AngularGradient(stops: stops, center: UnitPoint(x: number, y: 0.5), startAngle: .radians(number), endAngle: .zero))),
        AnyView(Rectangle().stroke(.conicGradient(colors: [.red, .green], center: .center, angle: .degrees(number)), lineWidth: 3)),
        AnyView(Capsule().fill(.regularMaterial.shadow(.drop(color: .black, radius: number, x: number, y: number)))),
      ])
    }
  }

  @Test func oddCanvasDrawing() throws {
    for number in Self.odd {
      try rendersAndKeepsDrawing([
        AnyView(Canvas { context, size in
          var odd = context
          odd.opacity = Double(number)
          odd.translateBy(x: number, y: number)
          odd.rotate(by: .radians(number))
          odd.scaleBy(x: number, y: 1)
          odd.fill(Path(CGRect(x: 0, y: 0, width: number, height: 5)), with: .color(.red))
          odd.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: number)
          odd.draw(Text("x"), in: CGRect(x: number, y: 0, width: number, height: number))
          odd.draw(Image(systemName: "star"), at: CGPoint(x: number, y: number))
          context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
        })
      ])
    }
  }
}
