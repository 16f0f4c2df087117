import DarkroomUI
import Testing

/// A `Canvas` context's filters (developer.apple.com/documentation/swiftui/graphicscontext/filter):
/// each drawing operation is drawn, filtered, then composited; the last filter added is
/// applied first.
@Suite struct CanvasFilterTests {
  private let pureRed = Color(red: 1, green: 0, blue: 0)
  private let pureGreen = Color(red: 0, green: 1, blue: 0)
  private let pureBlue = Color(red: 0, green: 0, blue: 1)

  private func square(filters: [GraphicsContext.Filter]) -> some View {
    Canvas { context, _ in
      for filter in filters { context.addFilter(filter) }
      context.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.black))
    }
    .frame(width: 60, height: 60)
  }

  @Test func aBlurSpreadsADrawingPastItsEdges() throws {
    let sharp = try drawnPixels(square(filters: []))
    let blurred = try drawnPixels(square(filters: [.blur(radius: 4)]))
    #expect(sharp[17, 30] == .white)
    #expect(grayLevel(blurred[17, 30]) < 250, "3 points outside the square catches the blur")
    #expect(grayLevel(blurred[30, 30]) < 10, "the middle stays black")
    #expect(blurred[2, 2] == .white, "far away stays clear")
  }

  @Test func aThresholdAfterABlurJoinsShapesThatNearlyTouch() throws {
    let pureBlue = pureBlue
    let gooey = Canvas { context, _ in
      context.addFilter(.alphaThreshold(min: 0.4, color: pureBlue))
      context.addFilter(.blur(radius: 6))
      context.drawLayer { layer in
        layer.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30)), with: .color(.black))
        layer.fill(Path(ellipseIn: CGRect(x: 44, y: 20, width: 30, height: 30)), with: .color(.black))
      }
    }
    .frame(width: 84, height: 70)
    let pixels = try drawnPixels(gooey)
    #expect(pixels[42, 35] == Pixel(red: 0, green: 0, blue: 255), "the 4-point gap between the circles fills in")
    #expect(pixels[25, 35] == Pixel(red: 0, green: 0, blue: 255))
    #expect(pixels[2, 2] == .white)
    let unfiltered = try drawnPixels(
      Canvas { context, _ in
        context.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30)), with: .color(.black))
        context.fill(Path(ellipseIn: CGRect(x: 44, y: 20, width: 30, height: 30)), with: .color(.black))
      }
      .frame(width: 84, height: 70))
    #expect(unfiltered[42, 35] == .white)
  }

  @Test func colourFiltersChangeThePixelsOfWhatIsDrawn() throws {
    let pureRed = pureRed
    let white = Canvas { context, size in
      context.addFilter(.colorMultiply(pureRed))
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
    }
    #expect(try drawnPixels(white.frame(width: 4, height: 4))[2, 2] == Pixel(red: 255, green: 0, blue: 0))
    let faded = Canvas { context, size in
      context.addFilter(.opacity(0.5))
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
    }
    #expect(isNear(try drawnPixels(faded.frame(width: 4, height: 4))[2, 2], Pixel(red: 128, green: 128, blue: 128)))
    let inverted = Canvas { context, size in
      context.addFilter(.colorInvert)
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
    }
    #expect(try drawnPixels(inverted.frame(width: 4, height: 4))[2, 2] == .white)
  }

  @Test func filtersStayWithTheContextTheyWereAddedTo() throws {
    let (pureRed, pureGreen) = (pureRed, pureGreen)
    let pixels = try drawnPixels(
      Canvas { context, size in
        var tinted = context
        tinted.addFilter(.colorMultiply(pureRed))
        tinted.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.white))
        context.fill(Path(CGRect(x: 4, y: 0, width: 4, height: 4)), with: .color(pureGreen))
      }
      .frame(width: 8, height: 4))
    #expect(pixels[2, 2] == Pixel(red: 255, green: 0, blue: 0))
    #expect(pixels[6, 2] == Pixel(red: 0, green: 255, blue: 0))
  }
}
