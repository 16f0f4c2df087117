/// The colour of links: UIKit's `link` colour (systemBlue's values), following the colour
/// scheme and contrast where it is drawn.
///
/// ```swift
/// Text("Terms of use").foregroundStyle(.link)
/// ```
public struct LinkShapeStyle: ShapeStyle, PaintingShapeStyle {
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    .color(SystemColor.link.resolve(in: environment.colorScheme, contrast: environment.colorSchemeContrast))
  }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The link colour, as `Text(…).foregroundStyle(.link)`.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}
