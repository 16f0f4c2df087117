/// A plain `Gradient` as a style, as iOS 16 made it: its stops from top to bottom, as
/// ``AnyGradient`` draws them.
///
/// ```swift
/// Rectangle().fill(Gradient(colors: [.purple, .indigo]))
/// ```
extension Gradient: ShapeStyle, PaintingShapeStyle {
  func paint(in environment: EnvironmentValues) -> Paint {
    AnyGradient(self).paint(in: environment)
  }
}
