/// A thin separator line: horizontal, except in an `HStack`, where it is vertical. It is
/// one pixel thick (one point at accessibility text sizes), in the separator colour.
///
/// ```swift
/// VStack {
///   Text("Above")
///   Divider()
///   Text("Below")
/// }
/// ```
public nonisolated struct Divider: View, PrimitiveView {
  public typealias Body = Never

  /// A divider.
  public init() {}

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : environment.pixelLength
    let lineAxis: Axis = context.stackAxis == .horizontal ? .vertical : .horizontal
    let paint = Paint.color(SystemColor.separator.resolve(in: environment.colorScheme))
    return [
      LayoutNode(
        rule: DividerLayout(lineAxis: lineAxis, thickness: thickness),
        role: .shape(ShapeDrawing(outline: Rectangle(), paint: paint, mode: .fill)), name: "Divider", context: context)
    ]
  }
}
