import DarkroomUI
import Testing

/// `Canvas` calls its renderer with a `GraphicsContext` and its size; the context fills and
/// strokes paths, draws text, and moves, turns, scales and fades what follows
/// (developer.apple.com/documentation/swiftui/canvas,
/// developer.apple.com/documentation/swiftui/graphicscontext).
@Suite struct CanvasTests {
  private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test func theCanvasTakesTheSpaceItIsOfferedAndTheRendererGetsIt() throws {
    let probe = try LayoutProbe(Canvas { _, _ in }, width: 120, height: 80)
    #expect(probe.size == CGSize(width: 120, height: 80))
    let bitmap = try drawnPixels(
      Canvas { context, size in
        context.fill(Path(CGRect(x: size.width - 5, y: size.height - 5, width: 5, height: 5)), with: .color(.black))
      }
      .frame(width: 30, height: 20))
    #expect(bitmap[27, 17] == .black)
    #expect(bitmap[20, 10] == .white)
  }

  @Test func translatingMovesWhatIsDrawnNext() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.translateBy(x: 20, y: 5)
        context.fill(square, with: .color(.black))
      }
      .frame(width: 40, height: 20))
    #expect(bitmap[25, 10] == .black)
    #expect(bitmap[5, 5] == .white)
  }

  @Test func rotatingAndScalingTurnAndGrowAboutTheOrigin() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.translateBy(x: 20, y: 0)
        context.rotate(by: .degrees(90))
        context.scaleBy(x: 2, y: 1)
        context.fill(square, with: .color(.black))
      }
      .frame(width: 40, height: 40))
    // The 20 × 10 rectangle, turned a quarter clockwise about (20, 0), lies at x 10…20, y 0…20.
    #expect(bitmap[15, 15] == .black)
    #expect(bitmap[25, 5] == .white)
    #expect(bitmap[15, 25] == .white)
  }

  @Test func aCopyOfTheContextKeepsItsOwnSettings() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        var faded = context
        faded.opacity = 0.5
        faded.fill(square, with: .color(.black))
        context.translateBy(x: 10, y: 0)
        context.fill(square, with: .color(.black))
      }
      .frame(width: 20, height: 10))
    #expect(isNear(bitmap[5, 5], Pixel(red: 128, green: 128, blue: 128)))
    #expect(bitmap[15, 5] == .black)
  }

  @Test func strokesGradientsAndClipsAreDrawn() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.stroke(Path(CGRect(x: 2, y: 2, width: 36, height: 16)), with: .color(.black), lineWidth: 2)
        context.clip(to: Path(CGRect(x: 10, y: 0, width: 10, height: 20)))
        context.fill(
          Path(CGRect(x: 0, y: 0, width: 40, height: 20)),
          with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)))
      }
      .frame(width: 40, height: 20))
    #expect(bitmap[2, 10] == .black)  // the stroke
    #expect(bitmap[30, 10] == .white)  // outside the clip
    #expect(abs(grayLevel(bitmap[15, 10]) - 96) < 8)  // 15 of 40 along the gradient
  }

  @Test func textIsDrawnAroundItsAnchor() throws {
    let bitmap = try drawnPixels(
      Canvas { context, size in
        context.draw(Text("W").font(.system(size: 30)), at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
      .frame(width: 60, height: 60))
    var darkColumns = Set<Int>()
    for x in 0..<60 { for y in 0..<60 where grayLevel(bitmap[x, y]) < 100 { darkColumns.insert(x) } }
    #expect(!darkColumns.isEmpty)
    #expect(darkColumns.allSatisfy { $0 > 10 && $0 < 50 })
  }

  @Test func undrawableInputDrawsNothingAndLaterDrawingStillWorks() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.black))
        var collapsed = context
        collapsed.scaleBy(x: 0, y: 0)
        collapsed.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
        context.stroke(square, with: .color(.black), lineWidth: .infinity)
        context.draw(Text("x"), at: CGPoint(x: CGFloat.nan, y: 0))
        context.fill(Path(CGRect(x: 30, y: 0, width: 10, height: 10)), with: .color(.black))
      }
      .frame(width: 40, height: 20))
    #expect(bitmap[5, 5] == .white)
    #expect(bitmap[35, 5] == .black)
  }

  @Test func aCanvasDrawsOnlyInsideItsFrame() throws {
    let bitmap = try drawnPixels(
      HStack(spacing: 0) {
        Canvas { context, _ in context.fill(Path(CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.black)) }
          .frame(width: 10, height: 10)
        Color.clear.frame(width: 10, height: 10)
      })
    #expect(bitmap[5, 5] == .black)
    #expect(bitmap[15, 5] == .white)
  }

  @Test func settingTheTransformToIdentityDrawsInTheCanvasCoordinatesAgain() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.translateBy(x: 20, y: 5)
        #expect(context.transform == CGAffineTransform(translationX: 20, y: 5))
        context.transform = .identity
        context.fill(square, with: .color(.black))
      }
      .frame(width: 40, height: 20))
    #expect(bitmap[5, 5] == .black)
    #expect(bitmap[25, 10] == .white)
  }

  @Test func concatenatingAppliesTheMatrixBeforeTheCurrentTransform() throws {
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.translateBy(x: 10, y: 0)
        context.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        context.fill(square, with: .color(.black))
      }
      .frame(width: 40, height: 30))
    #expect(bitmap[28, 18] == .black, "the square is 20 points wide, from x = 10")
    #expect(bitmap[5, 5] == .white)
    #expect(bitmap[32, 5] == .white)
  }
}

