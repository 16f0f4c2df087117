/// A view that draws a shape: what `fill`, `stroke` and `strokeBorder` return, so a filled
/// shape can be stroked too (iOS 17).
///
/// ```swift
/// Circle().fill(.yellow).stroke(.orange, lineWidth: 4)
/// RoundedRectangle(cornerRadius: 12).fill(.background).strokeBorder(.separator)
/// ```
public protocol ShapeView<Content>: View {
  associatedtype Content: Shape
  /// The shape drawn.
  nonisolated var shape: Content { get }
}

nonisolated extension ShapeView {
  /// This view with the shape filled over it.
  ///
  /// ```swift
  /// Capsule().stroke(.blue).fill(.blue.opacity(0.2))
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, drawn: shape.fill(content, style: style), background: self)
  }

  /// This view with the shape's outline drawn over it, centred on the edge.
  ///
  /// ```swift
  /// Circle().fill(.yellow).stroke(.orange, lineWidth: 4)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, drawn: shape.stroke(content, lineWidth: lineWidth), background: self)
  }

  /// This view with the shape's outline drawn over it in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, drawn: shape.stroke(content, style: style), background: self)
  }
}

nonisolated extension ShapeView where Content: InsettableShape {
  /// This view with the shape's outline drawn over it, inside the edge.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, lineWidth: 2)
  /// ```
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    StrokeBorderShapeView(shape: shape, drawn: shape.strokeBorder(content, lineWidth: lineWidth), background: self)
  }

  /// This view with the shape's outline drawn over it, inside the edge, in a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    StrokeBorderShapeView(shape: shape, drawn: shape.strokeBorder(content, style: style), background: self)
  }
}

/// A shape filled over another drawing of it: what `ShapeView.fill` returns.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public let shape: Content
  let drawn: _ShapeView<Content, Style>
  let background: Background

  public var body: some View { ZStack { background; drawn } }
}

/// A shape's outline drawn over another drawing of it: what `ShapeView.stroke` returns.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public let shape: Content
  let drawn: _ShapeView<Content, Style>
  let background: Background

  public var body: some View { ZStack { background; drawn } }
}

/// A shape's inner outline drawn over another drawing of it: what `ShapeView.strokeBorder`
/// returns.
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
  public let shape: Content
  let drawn: _ShapeView<Content.InsetShape, Style>
  let background: Background

  public var body: some View { ZStack { background; drawn } }
}
