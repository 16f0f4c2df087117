import Foundation

/// SVG's elliptical arc (`A`), converted from its endpoint form to centre form as SVG 1.1's
/// implementation notes describe (https://www.w3.org/TR/SVG11/implnote.html#ArcImplementationNotes)
/// and drawn as cubic curves of at most a quarter turn each.
enum SVGArc {
  static func append(
    from start: CGPoint, to end: CGPoint, radii: CGSize, rotationDegrees: Double, largeArc: Bool, sweep: Bool,
    to path: inout Path
  ) {
    var rx = abs(radii.width), ry = abs(radii.height)
    guard start != end else { return }
    guard rx > 0, ry > 0 else {
      path.addLine(to: end)
      return
    }
    let phi = rotationDegrees * .pi / 180
    let cosPhi = cos(phi), sinPhi = sin(phi)
    let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator > 0 ? max(numerator / denominator, 0).squareRoot() : 0
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(segments)
    let kappa = 4.0 / 3.0 * tan(step / 4)
    func point(_ t: Double) -> CGPoint {
      let x = rx * cos(t), y = ry * sin(t)
      return CGPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
    }
    func derivative(_ t: Double) -> CGPoint {
      let x = -rx * sin(t), y = ry * cos(t)
      return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
    }
    var t = theta1
    for index in 0..<segments {
      let next = t + step
      let p0 = point(t), d0 = derivative(t), d1 = derivative(next)
      let p1 = index == segments - 1 ? end : point(next)
      path.addCurve(
        to: p1, control1: CGPoint(x: p0.x + kappa * d0.x, y: p0.y + kappa * d0.y),
        control2: CGPoint(x: p1.x - kappa * d1.x, y: p1.y - kappa * d1.y))
      t = next
    }
  }
}
