import DarkroomCoreGraphics
import DarkroomUI
import Foundation
import Testing

/// UIKit's image renderer (developer.apple.com/documentation/uikit/uigraphicsimagerenderer):
/// a y-down context in points at the format's scale, current while the closure runs.
@Suite struct UIGraphicsImageRendererTests {
  private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = scale
    format.opaque = opaque
    return format
  }

  @Test func aFilledRectangleIsRedWhereItWasFilledAndClearElsewhere() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    #expect(image.size == CGSize(width: 10, height: 10))
    let bitmap = try #require(pixels(of: image))
    #expect(bitmap[2, 5] == red)
    #expect(bitmap[7, 5] == clear)
  }

  @Test func theScaleMultipliesThePixelsAndYRunsDown() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2)).image { context in
      context.cgContext.setFillColor(UIColor.blue.cgColor)
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
    }
    #expect(image.scale == 2)
    let bitmap = try #require(pixels(of: image))
    #expect(bitmap.width == 20 && bitmap.height == 20)
    #expect(bitmap[10, 1] == blue, "the top rows, 2 points = 4 pixels")
    #expect(bitmap[10, 3] == blue)
    #expect(bitmap[10, 5] == clear)
    let ctm = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2)).image { context in
      #expect(context.cgContext.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
    }
    #expect(ctm.size.width == 10)
  }

  @Test func boundsMoveTheOrigin() throws {
    let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format(scale: 1))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
    }
    let bitmap = try #require(pixels(of: image))
    #expect(bitmap[0, 0] == red)
    #expect(bitmap[3, 3] == clear)
  }

  @Test func anOpaqueFormatStartsBlack() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1, opaque: true)).image { _ in }
    #expect(try #require(pixels(of: image))[1, 1] == Pixel(red: 0, green: 0, blue: 0))
  }

  @Test func zeroNegativeHugeAndNonFiniteSizesGiveEmptyImagesAndStillRunTheClosure() {
    for size in [
      CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: 1e9, height: 1e9), CGSize(width: CGFloat.nan, height: 4),
      CGSize(width: CGFloat.infinity, height: 4),
    ] {
      var ran = false
      let image = UIGraphicsImageRenderer(size: size, format: format(scale: 1)).image { context in
        ran = true
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.cgContext.drawLinearGradient(
          CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor] as CFArray, locations: nil)!, start: .zero,
          end: CGPoint(x: 1, y: 1), options: [])
        #expect(context.cgContext.makeImage() == nil)
      }
      #expect(ran)
      #expect(image.size == .zero)
      #expect(image.cgImage == nil)
    }
  }

  @Test func pngDataDecodesToTheDrawing() throws {
    let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format(scale: 1)).pngData { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
    }
    let image = try #require(UIImage(data: data))
    #expect(try #require(pixels(of: image))[1, 1] == blue)
  }

  @Test func currentImageShowsWhatIsDrawnSoFar() throws {
    var midway: UIImage?
    _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      midway = context.currentImage
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let image = try #require(midway)
    #expect(try #require(pixels(of: image))[0, 0] == red)
  }

  @Test func theCurrentContextIsTheRenderersOnlyWhileItDraws() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func bezierPathsAndImagesDrawIntoTheCurrentContext() throws {
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { _ in
      UIColor.blue.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)).fill()
    }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(scale: 1)).image { _ in
      UIColor.red.setStroke()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 7.5))
      line.addLine(to: CGPoint(x: 8, y: 7.5))
      line.lineWidth = 1
      line.stroke()
      dot.draw(at: CGPoint(x: 2, y: 2))
    }
    let bitmap = try #require(pixels(of: image))
    #expect(bitmap[4, 7] == red)
    #expect(bitmap[3, 2] == blue, "the image's top row is blue, drawn upright")
    #expect(bitmap[3, 3] == clear)
  }

  @Test func imageContextsNestAndEndInOrder() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 2)
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let outer = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(inner.scale == 2 && inner.size == CGSize(width: 2, height: 2))
    #expect(try #require(pixels(of: inner))[3, 3] == blue)
    #expect(try #require(pixels(of: outer))[3, 3] == red)
    UIGraphicsEndImageContext()
    UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()
  }

  private static func drawCircles() -> Data {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).pngData { _ in
      for step in 0..<20 {
        UIColor(hue: CGFloat(step) / 20, saturation: 1, brightness: 1, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: step % 8, y: step / 2, width: 8, height: 8)).fill()
      }
    }
  }

  @Test func rendersOnManyThreadsAtOnceKeepTheirOwnContextsAndAgree() async throws {
    let expected = Self.drawCircles()
    let results = await withTaskGroup(of: Data.self) { group in
      for _ in 0..<8 { group.addTask { Self.drawCircles() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }
}
