/// The outline of a rectangle with rounded corners, circular or continuous.
///
/// A continuous corner leaves the straight edge 1.52866 radii from the corner rather than
/// one, through three cubic curves joined by short lines; these are the figures published
/// for iOS 7's corner, taken as facts. When the rectangle is too small for that reach the
/// corner blends towards a circular one, so a radius of half the short side still draws a
/// capsule's round end.
struct RoundedCorners {
  let rect: CGRect
  let radius: CGFloat
  let style: RoundedCornerStyle

  /// How far a continuous corner reaches along each edge, in radii.
  static let continuousReach: CGFloat = 1.52866483

  /// One corner walked from the edge it is entered by to the edge it leaves by, in radii
  /// measured from the corner: `along` the first edge and `into` the rectangle.
  private enum Step {
    case line(CGFloat, CGFloat)
    case curve(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
  }

  private static let continuous: [Step] = [
    .line(1.52866483, 0),
    .curve(1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
    .line(0.63149399, 0.07491100),
    .curve(0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399),
    .line(0.06549600, 0.66993427),
    .curve(0, 0.86840689, 0, 1.08849323, 0, 1.52866483),
  ]

  /// The same steps for a circular corner (1 − 0.5523 is the handle's distance from the
  /// corner), so the two can be blended step by step.
  private static let circular: [Step] = {
    let rest: CGFloat = 1 - 0.5522847498
    return [
      .line(1, 0),
      .curve(1, 0, 1, 0, 1, 0),
      .line(1, 0),
      .curve(rest, 0, 0, rest, 0, 1),
      .line(0, 1),
      .curve(0, 1, 0, 1, 0, 1),
    ]
  }()

  func append(to path: inout Path) {
    let half = min(rect.width, rect.height) / 2
    let radius = max(0, min(self.radius, half))
    guard radius > 0 else {
      path.addRect(rect)
      return
    }
    var blend: CGFloat = 0
    if style == .continuous {
      blend = min(1, max(0, (half / radius - 1) / (RoundedCorners.continuousReach - 1)))
    }
    let steps = zip(RoundedCorners.circular, RoundedCorners.continuous).map { circle, smooth in
      RoundedCorners.mix(circle, smooth, blend)
    }
    // Corners clockwise from the top right; each maps (along, into) to a point.
    let corners: [(CGFloat, CGFloat) -> CGPoint] = [
      { a, b in CGPoint(x: rect.maxX - a * radius, y: rect.minY + b * radius) },
      { a, b in CGPoint(x: rect.maxX - b * radius, y: rect.maxY - a * radius) },
      { a, b in CGPoint(x: rect.minX + a * radius, y: rect.maxY - b * radius) },
      { a, b in CGPoint(x: rect.minX + b * radius, y: rect.minY + a * radius) },
    ]
    for (index, corner) in corners.enumerated() {
      for (stepIndex, step) in steps.enumerated() {
        switch step {
        case .line(let a, let b):
          let point = corner(a, b)
          if index == 0 && stepIndex == 0 { path.move(to: point) } else { path.addLine(to: point) }
        case .curve(let a1, let b1, let a2, let b2, let a, let b):
          path.addCurve(to: corner(a, b), control1: corner(a1, b1), control2: corner(a2, b2))
        }
      }
    }
    path.closeSubpath()
  }

  private static func mix(_ from: Step, _ to: Step, _ amount: CGFloat) -> Step {
    func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * amount }
    switch (from, to) {
    case (.line(let a0, let b0), .line(let a1, let b1)):
      return .line(lerp(a0, a1), lerp(b0, b1))
    case (.curve(let p0, let p1, let p2, let p3, let p4, let p5), .curve(let q0, let q1, let q2, let q3, let q4, let q5)):
      return .curve(lerp(p0, q0), lerp(p1, q1), lerp(p2, q2), lerp(p3, q3), lerp(p4, q4), lerp(p5, q5))
    default:
      return to
    }
  }
}
