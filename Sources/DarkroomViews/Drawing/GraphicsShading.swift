extension GraphicsContext {
  /// What a `GraphicsContext` fills or strokes with: a colour, a style or a gradient laid
  /// out in the canvas's coordinates.
  ///
  /// ```swift
  /// context.fill(path, with: .color(.red))
  /// context.fill(path, with: .linearGradient(Gradient(colors: [.blue, .teal]),
  ///                                          startPoint: .zero, endPoint: CGPoint(x: 0, y: 100)))
  /// ```
  public struct Shading {
    let paint: (EnvironmentValues) -> Paint
    /// The rectangle unit points are measured in; `nil` for the bounds of the path drawn.
    let frame: CGRect?

    /// A colour.
    public static func color(_ color: Color) -> Shading {
      Shading(paint: { .color(color.resolved(in: $0)) }, frame: nil)
    }

    /// Any shape style, its gradients spread over the bounds of the path drawn.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(paint: { DarkroomViews.paint(for: style, in: $0) }, frame: nil)
    }

    /// The canvas's foreground style.
    public static var foreground: Shading {
      Shading(paint: { $0.foregroundPaint }, frame: nil)
    }

    /// A linear gradient from `startPoint` to `endPoint`, in canvas coordinates.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
      Shading(
        paint: { environment in
          .linearGradient(
            stops: gradient.resolvedStops(in: environment),
            start: UnitPoint(x: startPoint.x, y: startPoint.y), end: UnitPoint(x: endPoint.x, y: endPoint.y))
        }, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// A full turn of a gradient round `center` (canvas coordinates), starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
      Shading(
        paint: { environment in
          .angularGradient(
            stops: gradient.resolvedStops(in: environment),
            center: UnitPoint(x: center.x, y: center.y), start: angle.radians, end: angle.radians + 2 * .pi)
        }, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  
    /// Circles of a gradient round `center` (canvas coordinates), from `startRadius` to
    /// `endRadius` points.
    ///
    /// ```swift
    /// context.fill(Path(ellipseIn: rect), with: .radialGradient(Gradient(colors: [.white, .blue]),
    ///                                                           center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
    /// ```
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
      Shading(
        paint: { environment in
          .radialGradient(
            stops: gradient.resolvedStops(in: environment), center: UnitPoint(x: center.x, y: center.y),
            startRadius: Double(startRadius), endRadius: Double(endRadius))
        }, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }
}
