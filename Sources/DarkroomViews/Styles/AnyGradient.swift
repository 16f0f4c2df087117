/// The gentle gradient SwiftUI derives from a colour (`Color.blue.gradient`): the colour,
/// a little lighter at the top.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.orange.gradient)
/// ```
public struct AnyGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  let color: Color

  func paint(in environment: EnvironmentValues) -> Paint {
    let bottom = color.resolved(in: environment)
    let top = RGBA(
      red: bottom.red + (1 - bottom.red) * 0.15, green: bottom.green + (1 - bottom.green) * 0.15,
      blue: bottom.blue + (1 - bottom.blue) * 0.15, alpha: bottom.alpha)
    return .linearGradient(stops: [.init(color: top, location: 0), .init(color: bottom, location: 1)], start: .top, end: .bottom)
  }
}

extension Color {
  /// This colour as a gentle top-to-bottom gradient.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
