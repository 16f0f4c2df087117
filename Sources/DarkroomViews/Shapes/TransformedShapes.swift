/// A shape rotated about a point of its frame, as `Shape.rotation(_:anchor:)` makes it.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).stroke(.blue, lineWidth: 4)
/// ```
public nonisolated struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    guard angle.radians.isFinite else { return Path() }
    let map = AffineMap.rotation(angle).about(anchor.point(in: rect, mirrored: false))
    return shape.path(in: rect).applying(map)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about a point of its frame, as `Shape.scale(_:anchor:)` makes it.
///
/// ```swift
/// Circle().scale(0.5).fill(.red)
/// ```
public nonisolated struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let map = AffineMap.scale(scale.width, scale.height).about(anchor.point(in: rect, mirrored: false))
    guard map.isDrawable else { return Path() }
    return shape.path(in: rect).applying(map)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The shape rotated by `angle` (clockwise for a positive angle) about `anchor`; its frame
  /// stays where it was.
  ///
  /// ```swift
  /// Rectangle().rotation(.degrees(45)).fill(.orange)
  /// ```
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  ///
  /// ```swift
  /// Capsule().scale(x: 1, y: 0.5).fill(.blue)
  /// ```
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` on both axes about `anchor`.
  ///
  /// ```swift
  /// Circle().scale(0.8).stroke(.gray)
  /// ```
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
}

/// A shape drawn through an affine transform of its own coordinates (the origin at the
/// top-left corner of its frame), as `Shape.transform(_:)` makes it
/// (developer.apple.com/documentation/swiftui/transformedshape).
///
/// ```swift
/// Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(.green)
/// Path { $0.addLines([.zero, CGPoint(x: 10, y: 10)]) }.transform(CGAffineTransform(translationX: 5, y: 0))
/// ```
public nonisolated struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform

  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The shape drawn through `transform`, in the shape's own coordinates.
  ///
  /// ```swift
  /// Capsule().transform(CGAffineTransform(rotationAngle: .pi / 8)).stroke(.orange)
  /// ```
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

nonisolated extension Path {
  /// The path with every point mapped by `transform`; a transform whose entries are not all
  /// finite leaves an empty path.
  ///
  /// ```swift
  /// let tilted = Path(CGRect(x: 0, y: 0, width: 20, height: 10)).applying(CGAffineTransform(rotationAngle: .pi / 6))
  /// ```
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
    else { return Path() }
    return transform.isIdentity ? self : applying(AffineMap(transform))
  }
}

/// A shape drawn from a rectangle of a fixed size at its frame's origin, as
/// `Shape.size(width:height:)` makes it; the frame it is laid out in does not change.
///
/// ```swift
/// Rectangle().size(width: 40, height: 4).fill(.blue)   // a 40 × 4 bar at the frame's top left
/// ```
public nonisolated struct SizedShape<Content: Shape>: Shape {
  public var shape: Content
  public var size: CGSize

  public func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }
}

/// A shape moved by an offset inside its frame, as `Shape.offset(x:y:)` makes it.
///
/// ```swift
/// Circle().offset(x: 10, y: 0).fill(.red)
/// ```
public nonisolated struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(AffineMap(a: 1, d: 1, tx: offset.width, ty: offset.height))
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The shape drawn from a `width` × `height` rectangle at its frame's origin
  /// (developer.apple.com/documentation/swiftui/shape/size(width:height:)).
  public func size(width: CGFloat, height: CGFloat) -> SizedShape<Self> {
    SizedShape(shape: self, size: CGSize(width: width, height: height))
  }

  /// The shape drawn from a rectangle of `size` at its frame's origin.
  public func size(_ size: CGSize) -> SizedShape<Self> {
    SizedShape(shape: self, size: size)
  }

  /// The shape moved by `offset` inside its frame.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y` inside its frame.
  ///
  /// ```swift
  /// Capsule().offset(x: 0, y: 4).fill(.gray)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}
