import DarkroomUI

// The clock faces' parts of renaudjenny/SwiftClockUI, written from the description of their
// reference renders (200 × 200 pt at 3x, no text). Angles run from the direction pointing
// right, clockwise on screen, which is `clockwise: false` for `Path.addArc` (y points down).

/// A point `radius` from `center` at `degrees`.
func point(around center: CGPoint, radius: CGFloat, degrees: Double) -> CGPoint {
  let radians = degrees * .pi / 180
  return CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
}

/// A cogwheel: a centre hole, ten arms with a small hole after each, and a rim of 30 teeth.
nonisolated struct CogwheelShape: Shape {
  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let hub = radius / 4, armEnd = radius * 3 / 4
    var path = Path()
    path.addEllipse(in: circle(around: center, diameter: hub))
    for arm in 1...10 {
      let end = Double(arm) * 36, start = end - 28
      // Starts on the hub at `end`, back along it, out, forward along the outer arc, back in.
      path.addArc(center: center, radius: hub, startAngle: .degrees(end), endAngle: .degrees(start), clockwise: true)
      path.addArc(
        center: center, radius: armEnd, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
      path.closeSubpath()
      let hole = point(around: center, radius: radius - radius / 5, degrees: end - 12)
      path.addEllipse(in: circle(around: hole, diameter: radius / 24))
    }
    // The rim starts at 0° on the outer circle: the first arc begins a new subpath there.
    let root = radius * 10 / 11
    for tooth in 0..<30 {
      let start = Double(tooth) * 12
      path.addArc(
        center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + 6), clockwise: false)
      path.addArc(
        center: center, radius: root, startAngle: .degrees(start + 6), endAngle: .degrees(start + 12), clockwise: false)
    }
    path.closeSubpath()
    return path
  }

  private func circle(around center: CGPoint, diameter: CGFloat) -> CGRect {
    CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
  }
}

/// A crescent: 220° of the circle anticlockwise from the top, then one curve back to the top
/// whose control points lie on the circle at 125° and 195°. Left open.
nonisolated struct CrescentShape: Shape {
  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.addArc(center: center, radius: radius, startAngle: .degrees(270), endAngle: .degrees(50), clockwise: true)
    path.addCurve(
      to: point(around: center, radius: radius, degrees: 270),
      control1: point(around: center, radius: radius, degrees: 125),
      control2: point(around: center, radius: radius, degrees: 195))
    return path
  }
}

extension FidelityCase {
  static let clockCases: [FidelityCase] = {
    let canvas = CaseCanvas.fixed(width: 200, height: 200), traits = CaseTraits(scale: 3)
    return [
      // Written with `.strokeBorder`, so the 2 pt ring stays inside the padded frame.
      FidelityCase("clock-classic-border", canvas: canvas, traits: traits, reference: (600, 600)) {
        AnyView(Circle().strokeBorder(Color.black, lineWidth: 2).padding())
      },
      FidelityCase("clock-cogwheel", canvas: canvas, traits: traits, reference: (600, 600)) {
        AnyView(CogwheelShape().stroke(Color.black, lineWidth: 1).padding(1))
      },
      FidelityCase("clock-moon", canvas: canvas, traits: traits, reference: (600, 600)) {
        AnyView(CrescentShape().stroke(Color.black, lineWidth: 1).padding())
      },
    ]
  }()
}
