/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public nonisolated struct Rectangle: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Rectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A rectangle with rounded corners, continuous (Apple's smooth corners) by default.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// RoundedRectangle(cornerRadius: 12, style: .circular).stroke(.gray)
/// ```
public nonisolated struct RoundedRectangle: InsettableShape, Hashable {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rounded rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with corners of the smaller side of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = max(0, min(cornerSize.width, cornerSize.height) - insetAmount)
    return Path(roundedRect: inner, cornerRadius: radius, style: style)
  }

  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Text("New").padding(.horizontal, 8).background(Capsule().fill(.green))
/// ```
public nonisolated struct Capsule: InsettableShape, Hashable {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A capsule; its ends are half circles unless `style` is `.continuous`.
  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    return Path(roundedRect: inner, cornerRadius: min(inner.width, inner.height) / 2, style: style)
  }

  public func inset(by amount: CGFloat) -> Capsule {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Circle().fill(.red).frame(width: 10, height: 10)
/// ```
public nonisolated struct Circle: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height) - 2 * insetAmount
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(side, 0), height: max(side, 0)))
  }

  public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// An ellipse filling its frame.
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 60, height: 30)
/// ```
public nonisolated struct Ellipse: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Ellipse {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}
