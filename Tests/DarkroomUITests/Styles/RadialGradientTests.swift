import DarkroomUI
import Testing

/// `RadialGradient` spreads its colours from `startRadius` to `endRadius` points round a
/// centre resolved in the filled shape's frame; `EllipticalGradient` stretches the same to
/// the frame, radii as fractions of it (0.5 reaching the edges)
/// (developer.apple.com/documentation/swiftui/radialgradient, …/ellipticalgradient).
@Suite struct RadialGradientTests {
  private let blackToWhite = Gradient(colors: [.black, .white])

  @Test func theColourGoesFromTheStartRadiusToTheEndRadius() throws {
    let gradient = RadialGradient(gradient: blackToWhite, center: .center, startRadius: 10, endRadius: 30)
    let bitmap = try drawnPixels(gradient.frame(width: 100, height: 100))
    #expect(grayLevel(bitmap[52, 50]) < 3)  // inside the start radius: the first colour
    #expect(abs(grayLevel(bitmap[70, 50]) - 128) < 8)  // 20 points out: halfway
    #expect(abs(grayLevel(bitmap[50, 70]) - 128) < 8)  // the same straight down
    #expect(grayLevel(bitmap[90, 50]) > 252)  // past the end radius: the last colour
    #expect(grayLevel(bitmap[95, 95]) > 252)
  }

  @Test func theCentreIsAUnitPointOfTheFilledShapesFrame() throws {
    let dot = Circle().fill(.radialGradient(colors: [.black, .white], center: .topLeading, startRadius: 0, endRadius: 40))
    let view = HStack(spacing: 0) { Color.white.frame(width: 50, height: 40); dot.frame(width: 40, height: 40) }
    let bitmap = try drawnPixels(view)
    // The circle's top-leading corner is (50, 0): its point nearest that corner is darkest.
    #expect(grayLevel(bitmap[58, 8]) < grayLevel(bitmap[82, 32]))
    #expect(abs(grayLevel(bitmap[70, 20]) - 180) < 10)  // 28 points from the corner: 71%
  }

  @Test func theColourAndStopFormsMatchTheGradientForm() throws {
    let base = try drawnPixels(RadialGradient(gradient: blackToWhite, center: .center, startRadius: 0, endRadius: 20).frame(width: 50, height: 50))
    let colors = try drawnPixels(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 20).frame(width: 50, height: 50))
    let stops = try drawnPixels(
      Rectangle().fill(.radialGradient(stops: blackToWhite.stops, center: .center, startRadius: 0, endRadius: 20)).frame(width: 50, height: 50))
    let anyGradient = try drawnPixels(
      Rectangle().fill(.radialGradient(AnyGradient(blackToWhite), endRadius: 20)).frame(width: 50, height: 50))
    #expect(colors.bytes == base.bytes)
    #expect(stops.bytes == base.bytes)
    #expect(anyGradient.bytes == base.bytes)
  }

  @Test func aGradientValueDrawsAsTheLinearGradientFromTopToBottom() throws {
    let linear = try drawnPixels(LinearGradient(gradient: blackToWhite, startPoint: .top, endPoint: .bottom).frame(width: 20, height: 50))
    let value = try drawnPixels(Rectangle().fill(.linearGradient(AnyGradient(blackToWhite))).frame(width: 20, height: 50))
    let plain = try drawnPixels(Rectangle().fill(AnyGradient(blackToWhite)).frame(width: 20, height: 50))
    #expect(value.bytes == linear.bytes)
    #expect(plain.bytes == linear.bytes)
  }

  @Test func anEndRadiusBelowTheStartRunsInwards() throws {
    let gradient = RadialGradient(gradient: blackToWhite, center: .center, startRadius: 30, endRadius: 0)
    let bitmap = try drawnPixels(gradient.frame(width: 100, height: 100))
    #expect(grayLevel(bitmap[50, 50]) > 245)  // the end colour at the centre
    #expect(grayLevel(bitmap[95, 50]) < 3)  // the start colour past 30 points
  }

  @Test func anEllipticalGradientStretchesToTheFrame() throws {
    let bitmap = try drawnPixels(EllipticalGradient(gradient: blackToWhite).frame(width: 100, height: 50))
    #expect(grayLevel(bitmap[50, 25]) < 8)  // the pixel centre is 0.7 points off the gradient centre
    // A quarter of the width across and a quarter of the height down are both halfway.
    #expect(abs(grayLevel(bitmap[75, 25]) - 128) < 8)
    #expect(abs(grayLevel(bitmap[50, 37]) - 128) < 12)
    #expect(grayLevel(bitmap[99, 25]) > 245)
    #expect(grayLevel(bitmap[50, 49]) > 245)
  }

  @Test func anEllipticalGradientsFractionsAndCentreAreTheFrames() throws {
    let style = EllipticalGradient.ellipticalGradient(colors: [.black, .white], center: .leading, endRadiusFraction: 1)
    let bitmap = try drawnPixels(Rectangle().fill(style).frame(width: 100, height: 40))
    #expect(grayLevel(bitmap[0, 20]) < 5)
    #expect(abs(grayLevel(bitmap[50, 20]) - 128) < 8)  // half the width from the leading edge
    let stops = try drawnPixels(Rectangle().fill(.ellipticalGradient(stops: blackToWhite.stops, center: .leading, endRadiusFraction: 1)).frame(width: 100, height: 40))
    let anyGradient = try drawnPixels(Rectangle().fill(.ellipticalGradient(AnyGradient(blackToWhite), center: .leading, endRadiusFraction: 1)).frame(width: 100, height: 40))
    #expect(stops.bytes == bitmap.bytes)
    #expect(anyGradient.bytes == bitmap.bytes)
  }

  @Test func aRadialGradientCentreMirrorsRightToLeft() throws {
    let gradient = RadialGradient(gradient: blackToWhite, center: .leading, startRadius: 0, endRadius: 100)
    let bitmap = try drawnPixels(gradient.frame(width: 100, height: 20).environment(\.layoutDirection, .rightToLeft))
    #expect(grayLevel(bitmap[98, 10]) < 8)
    #expect(grayLevel(bitmap[2, 10]) > 240)
  }

  @Test func aCanvasFillsWithARadialGradientInItsCoordinates() throws {
    let canvas = Canvas { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .radialGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 20))
    }
    let bitmap = try drawnPixels(canvas.frame(width: 60, height: 40))
    #expect(grayLevel(bitmap[20, 20]) < 12)  // 0.7 points from the centre
    #expect(abs(grayLevel(bitmap[30, 20]) - 128) < 8)
    #expect(grayLevel(bitmap[50, 20]) > 250)
  }

  @Test func theLayoutSummaryNamesTheGradient() throws {
    let probe = try LayoutProbe(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 5).frame(width: 10, height: 10))
    #expect(probe.description.contains("radialGradient(#000000, #ffffff)"))
  }
}
