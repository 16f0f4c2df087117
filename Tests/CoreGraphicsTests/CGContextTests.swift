import DarkroomCoreGraphics
import DarkroomUI
import Testing

/// `CGContext` drawing (developer.apple.com/documentation/coregraphics/cgcontext): paths,
/// transforms, state, clipping, blend modes, alpha and shadows, read back as pixels.
@Suite struct CGContextTests {
  /// The pixels `draw` makes in a `size` × `size` renderer at scale 1.
  private func drawn(size: CGFloat = 10, _ draw: (CGContext) -> Void) throws -> Bitmap {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { draw($0.cgContext) }
    return try #require(pixels(of: image))
  }

  @Test func aPathOfLinesFillsItsInside() throws {
    let bitmap = try drawn { context in
      context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.move(to: CGPoint(x: 0, y: 0))
      context.addLine(to: CGPoint(x: 10, y: 0))
      context.addLine(to: CGPoint(x: 0, y: 10))
      context.closePath()
      context.fillPath()
      #expect(context.isPathEmpty, "filling empties the path")
    }
    #expect(bitmap[1, 1] == red)
    #expect(bitmap[8, 8] == clear)
  }

  @Test func strokesFollowTheLineWidthCapAndDash() throws {
    let bitmap = try drawn(size: 20) { context in
      context.setStrokeColor(UIColor.blue.cgColor)
      context.setLineWidth(4)
      context.setLineCap(.butt)
      context.setLineDash(phase: 0, lengths: [5, 5])
      context.move(to: CGPoint(x: 0, y: 10))
      context.addLine(to: CGPoint(x: 20, y: 10))
      context.strokePath()
    }
    #expect(bitmap[2, 9] == blue)
    #expect(bitmap[2, 11] == blue)
    #expect(bitmap[2, 13] == clear, "4 wide, about y = 10")
    #expect(bitmap[7, 10] == clear, "the first gap")
    #expect(bitmap[12, 10] == blue)
  }

  @Test func transformsMoveScaleAndTurnWhatFollowsAndRestoreGStateUndoesThem() throws {
    let bitmap = try drawn(size: 20) { context in
      context.setFillColor(UIColor.red.cgColor)
      context.saveGState()
      context.translateBy(x: 10, y: 10)
      context.scaleBy(x: 2, y: 2)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      context.restoreGState()
      context.saveGState()
      context.concatenate(CGAffineTransform(translationX: 0, y: 10))
      context.rotate(by: -.pi / 2)
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
      context.restoreGState()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(bitmap[13, 13] == red, "10 + 2 × 2 reaches 14")
    #expect(bitmap[15, 15] == clear)
    #expect(bitmap[1, 8] == blue, "turned a quarter up from (0, 10)")
    #expect(bitmap[3, 11] == clear)
    #expect(bitmap[0, 0] == red, "after restoring: the red fill saved, no transform")
    #expect(bitmap[1, 1] == clear)
  }

  @Test func arcsCurvesAndEllipsesFill() throws {
    let bitmap = try drawn(size: 20) { context in
      context.setFillColor(UIColor.red.cgColor)
      context.move(to: CGPoint(x: 10, y: 10))
      context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
      context.closePath()
      context.fillPath()
      context.setFillColor(UIColor.blue.cgColor)
      context.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 6))
      context.move(to: CGPoint(x: 12, y: 0))
      context.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 16, y: 8))
      context.addCurve(to: CGPoint(x: 12, y: 0), control1: CGPoint(x: 18, y: 0), control2: CGPoint(x: 14, y: 0))
      context.fillPath()
    }
    #expect(bitmap[13, 13] == red, "an increasing angle turns down the screen where y runs down")
    #expect(bitmap[6, 13] == clear)
    #expect(bitmap[3, 3] == blue)
    #expect(bitmap[16, 2] == blue)
  }

  @Test func clipsLimitDrawingAndReportTheirBox() throws {
    let bitmap = try drawn { context in
      context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 5))
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(bitmap[2, 2] == red)
    #expect(bitmap[7, 7] == clear)
  }

  @Test func blendModesClearCopyMultiplyAndScreen() throws {
    let bitmap = try drawn { context in
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.setBlendMode(.clear)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      context.setBlendMode(.copy)
      context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
      context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
      context.setBlendMode(.multiply)
      context.setFillColor(red: 0.5, green: 1, blue: 1, alpha: 1)
      context.fill(CGRect(x: 4, y: 0, width: 2, height: 2))
      context.setBlendMode(.screen)
      context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
      context.fill(CGRect(x: 6, y: 0, width: 2, height: 2))
      context.setBlendMode(.normal)
      context.clear(CGRect(x: 8, y: 8, width: 2, height: 2))
    }
    #expect(bitmap[1, 1] == clear)
    #expect(isNear(bitmap[3, 1], Pixel(red: 0, green: 0, blue: 255, alpha: 128)), "copy replaces, alpha included")
    #expect(isNear(bitmap[5, 1], Pixel(red: 128, green: 0, blue: 0)))
    #expect(bitmap[7, 1] == Pixel(red: 255, green: 0, blue: 255))
    #expect(bitmap[9, 9] == clear)
    #expect(bitmap[5, 5] == red)
  }

  @Test func alphaFadesEverythingDrawn() throws {
    let bitmap = try drawn { context in
      context.setAlpha(0.5)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(isNear(bitmap[5, 5], Pixel(red: 255, green: 0, blue: 0, alpha: 128)))
  }

  @Test func aShadowFallsAtItsOffsetUnderTheShape() throws {
    let bitmap = try drawn(size: 30) { context in
      context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
    }
    #expect(bitmap[5, 5] == red)
    #expect(bitmap[18, 18] == Pixel(red: 0, green: 0, blue: 0), "the shadow, 10 down and right")
    #expect(bitmap[25, 25] == clear)
    let blurred = try drawn(size: 30) { context in
      context.setShadow(offset: .zero, blur: 6)
      context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(blurred[8, 15].alpha > 0 && blurred[8, 15].alpha < 85, "the default shadow is black at a third, spread by the blur")
  }

  @Test func badNumbersDrawNothingAndLeaveTheContextWorking() throws {
    let bitmap = try drawn { context in
      context.scaleBy(x: 0, y: 0)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.scaleBy(x: .nan, y: 1)
      context.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 1e12, clockwise: false)
      context.fillPath()
    }
    #expect(bitmap[5, 5] == clear)
    let after = try drawn { context in
      context.setLineDash(phase: 0, lengths: [0, 0])
      context.setLineWidth(.infinity)
      context.move(to: CGPoint(x: CGFloat.nan, y: 0))
      context.addLine(to: CGPoint(x: 10, y: 5))
      context.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
      context.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: 1e12, clockwise: true)
      context.strokePath()
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(after[5, 5] == red)
  }

  @Test func statesAreKeptButNotThePath() throws {
    let bitmap = try drawn { context in
      context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
      context.saveGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.restoreGState()
      context.restoreGState()
      context.fillPath()
      #expect(context.textMatrix == .identity)
      context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
      #expect(context.textMatrix.d == -1)
      context.interpolationQuality = .none
      #expect(context.interpolationQuality == .none)
    }
    #expect(bitmap[2, 2] == Pixel(red: 0, green: 0, blue: 0))
  }
}
