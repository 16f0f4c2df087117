import DarkroomUI
import Testing

/// The Core Graphics and UIKit paths view files hand to SwiftUI: `CGMutablePath`,
/// `UIBezierPath` and `Path(_:)`, `Path.cgPath`, `Path.contains(_:eoFill:)`
/// (developer.apple.com/documentation/coregraphics/cgpath, …/uikit/uibezierpath,
/// …/swiftui/path/contains(_:eofill:)).
@Suite struct CGPathTests {
  /// The shape teams write to round only some corners of a view.
  private struct RoundedCorner: Shape {
    var radius: CGFloat
    var corners: UIRectCorner

    func path(in rect: CGRect) -> Path {
      let path = UIBezierPath(
        roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
      return Path(path.cgPath)
    }
  }

  @Test func roundingTheTopCornersLeavesTheBottomOnesSquare() throws {
    let drawn = try drawnPixels(RoundedCorner(radius: 12, corners: [.topLeft, .topRight]).fill(Color.black).frame(width: 40, height: 30))
    #expect(drawn[0, 0] == .white)
    #expect(drawn[39, 0] == .white)
    #expect(drawn[0, 29] == .black)
    #expect(drawn[39, 29] == .black)
    #expect(drawn[20, 0] == .black)
  }

  @Test func allCornersRoundsEveryCornerAndTheRadiusStopsAtHalfTheShorterSide() throws {
    let capsule = RoundedCorner(radius: 500, corners: .allCorners).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
    #expect(!capsule.contains(CGPoint(x: 39, y: 19)))
    #expect(capsule.contains(CGPoint(x: 10, y: 1)))
    #expect(capsule.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func aBezierPathDrawsWhatTheSamePathDrawsInSwiftUI() throws {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 2, y: 2))
    bezier.addLine(to: CGPoint(x: 30, y: 4))
    bezier.addQuadCurve(to: CGPoint(x: 30, y: 28), controlPoint: CGPoint(x: 40, y: 16))
    bezier.addCurve(to: CGPoint(x: 4, y: 26), controlPoint1: CGPoint(x: 20, y: 34), controlPoint2: CGPoint(x: 10, y: 20))
    bezier.close()
    let swiftUI = Path { path in
      path.move(to: CGPoint(x: 2, y: 2))
      path.addLine(to: CGPoint(x: 30, y: 4))
      path.addQuadCurve(to: CGPoint(x: 30, y: 28), control: CGPoint(x: 40, y: 16))
      path.addCurve(to: CGPoint(x: 4, y: 26), control1: CGPoint(x: 20, y: 34), control2: CGPoint(x: 10, y: 20))
      path.closeSubpath()
    }
    #expect(Path(bezier.cgPath) == swiftUI)
    #expect(Path(swiftUI.cgPath) == swiftUI)
    #expect(UIBezierPath(cgPath: swiftUI.cgPath).bounds == swiftUI.boundingRect)
  }

  @Test func aBezierArcTurnsClockwiseOnTheScreenAndACGArcAsSwiftUIDoes() throws {
    // From 3 o'clock to 6 o'clock: clockwise on the screen passes through the lower right.
    let bezier = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    bezier.addLine(to: CGPoint(x: 20, y: 20))
    bezier.close()
    #expect(bezier.contains(CGPoint(x: 25, y: 25)))
    #expect(!bezier.contains(CGPoint(x: 15, y: 15)))

    let core = CGMutablePath()
    core.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    core.addLine(to: CGPoint(x: 20, y: 20))
    core.closeSubpath()
    var swiftUI = Path()
    swiftUI.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    swiftUI.addLine(to: CGPoint(x: 20, y: 20))
    swiftUI.closeSubpath()
    #expect(Path(core) == swiftUI)
    #expect(!core.contains(CGPoint(x: 25, y: 25)))
    #expect(core.contains(CGPoint(x: 15, y: 15)))
  }

  @Test func containsFollowsTheFillRule() {
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
      path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    #expect(ring.contains(CGPoint(x: 5, y: 20)))
    #expect(!ring.contains(CGPoint(x: 20, y: 20), eoFill: true))
    #expect(ring.contains(CGPoint(x: 20, y: 20)))
    #expect(!ring.contains(CGPoint(x: 45, y: 20)))
    #expect(!Path().contains(.zero))
  }

  @Test func aMutablePathTakesTransformsAndCopies() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
    #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    var scale = CGAffineTransform(scaleX: 2, y: 2)
    let doubled = path.copy(using: &scale)
    #expect(doubled?.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 20))
    let copy = path.mutableCopy()
    copy?.addLine(to: CGPoint(x: 40, y: 40))
    #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(copy?.boundingBox == CGRect(x: 5, y: 5, width: 35, height: 35))
    #expect(CGMutablePath().isEmpty)
  }
}
