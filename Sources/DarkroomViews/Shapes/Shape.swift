/// A 2D outline that draws as a view: filled with the foreground style unless told
/// otherwise, as large as the space it is offered.
///
/// ```swift
/// Circle().fill(.red).frame(width: 20, height: 20)
/// RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1)
/// ```
public protocol Shape: View, Sendable {
  /// The outline inside `rect`, in the view's coordinates.
  nonisolated func path(in rect: CGRect) -> Path

  /// The size the shape takes for a proposal: the proposal, with 10 points on an axis
  /// proposed `nil`.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  /// The proposal, with 10 points on an axis proposed `nil`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill)
  }

  /// Fills the shape with a style.
  ///
  /// ```swift
  /// Capsule().fill(.blue)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: style.isEOFilled ? .evenOddFill : .fill)
  }

  /// Draws the outline with a style, centred on the edge of the shape.
  ///
  /// ```swift
  /// Circle().stroke(.orange, lineWidth: 4)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws the outline with a style and stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: .stroke(style))
  }

  /// Draws the outline in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
    stroke(ForegroundStyle(), lineWidth: lineWidth)
  }

  /// Draws the outline in the foreground style with a stroke style.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
    stroke(ForegroundStyle(), style: style)
  }
}

/// A shape that can be drawn inset, so a stroke can stay inside its frame.
///
/// ```swift
/// Circle().strokeBorder(.white, lineWidth: 3)
/// ```
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside its frame.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
  /// Draws the outline inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }

  /// Draws the outline inside the shape's frame with a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape, S> {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// Draws the outline inside the shape's frame in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, ForegroundStyle> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
}

/// How the inside of a path is decided when it crosses itself.
///
/// ```swift
/// ring.fill(.blue, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  /// A fill style; `eoFill` chooses the even-odd rule.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The width, ends, joins and dashes of a stroke.
///
/// ```swift
/// Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  /// A stroke style; every part has SwiftUI's default.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  public enum LineCap: Hashable, Sendable { case butt, round, square }
  public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// A shape drawn with a style: what `fill` and `stroke` return.
///
/// ```swift
/// let dot: _ShapeView<Circle, Color> = Circle().fill(.red)
/// ```
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
  public typealias Body = Never
  public let shape: Content
  let style: Style
  let mode: ShapeDrawing.Mode

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let drawing = ShapeDrawing(outline: shape, paint: paint(for: style, in: context.environment), mode: mode)
    let node = LayoutNode(
      rule: ShapeLayout(shape: shape), role: .shape(drawing), name: String(describing: Content.self),
      detail: drawing.summary, context: context)
    // A style carrying a drop shadow (`.white.shadow(.drop(radius: 4))`) draws it behind.
    guard let shadow = dropShadow(for: style, in: context.environment) else { return [node] }
    let effect = DrawEffect.shadow(shadow)
    return [
      LayoutNode.wrapping(node, rule: PassthroughLayout(), role: .effect(effect), name: "shadow", detail: effect.summary, context: context)
    ]
  }
}
