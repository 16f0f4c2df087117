/// A capsule track filled to a share.
nonisolated struct ProgressTrack: View {
  let fraction: Double

  var body: some View {
    Capsule()
      .fill(Color(storage: .system(.gray5)))
      .frame(height: 4)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryFraction(fraction: fraction) { Capsule().fill(TintShapeStyle()) }
      }
  }
}

/// A view stretched to a share of the width it is offered.
nonisolated struct GeometryFraction<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let fraction: Double
  let content: Content

  init(fraction: Double, @ViewBuilder content: () -> Content) {
    self.fraction = fraction
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let child = context.singleNode(for: content, joinedBy: .overlaid)
    return [LayoutNode(rule: FractionWidthLayout(fraction: fraction), role: .container, name: "fraction", children: [child], context: context)]
  }
}

/// Takes the whole proposal and gives its child a share of the width.
struct FractionWidthLayout: LayoutRule {
  let fraction: Double

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let width = size.width * CGFloat(fraction)
    children.first?.place(at: .zero, proposal: ProposedViewSize(width: width, height: size.height))
  }
}

nonisolated extension View {
  /// Sets the style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    settingStyle(\.progressViewStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
