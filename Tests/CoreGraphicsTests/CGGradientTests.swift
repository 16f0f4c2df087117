import DarkroomCoreGraphics
import DarkroomUI
import Testing

/// Gradients (developer.apple.com/documentation/coregraphics/cggradient), made as apps make
/// them and drawn linear and radial, with and without their ends extended.
@Suite struct CGGradientTests {
  private func drawn(_ draw: (CGContext) -> Void) throws -> Bitmap {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 21, height: 4), format: format).image { draw($0.cgContext) }
    return try #require(pixels(of: image))
  }

  @Test func aLinearGradientIsHalfwayBetweenItsColoursAtItsMiddle() throws {
    let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let locations: [CGFloat] = [0, 1]
    let gradient = try #require(
      CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors as CFArray, locations: locations))
    let bitmap = try drawn { context in
      context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 21, y: 0), options: [])
    }
    #expect(isNear(bitmap[10, 2], Pixel(red: 128, green: 0, blue: 128), within: 8))
    #expect(isNear(bitmap[0, 2], red, within: 8))
    #expect(isNear(bitmap[20, 2], blue, within: 8))
  }

  @Test func theEndsExtendOnlyWhenTheOptionsSaySo() throws {
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
    let bare = try drawn { context in
      context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: [])
    }
    #expect(bare[2, 2].alpha == 0)
    #expect(bare[18, 2].alpha == 0)
    let extended = try drawn { context in
      context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: [.drawsAfterEndLocation])
    }
    #expect(extended[2, 2].alpha == 0)
    #expect(extended[18, 2] == blue)
  }

  @Test func componentsMakeTheSameGradientAsColours() throws {
    let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
    let gradient = try #require(
      CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2))
    let bitmap = try drawn { context in
      context.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 21, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
    #expect(isNear(bitmap[10, 2], Pixel(red: 128, green: 0, blue: 128), within: 8))
    #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil)
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
  }

  @Test func aRadialGradientGoesFromItsCentreOutwards() throws {
    let gradient = try #require(
      CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
    let bitmap = try drawn { context in
      context.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 10.5, y: 2), startRadius: 0, endCenter: CGPoint(x: 10.5, y: 2), endRadius: 6,
        options: [])
    }
    #expect(isNear(bitmap[10, 2], red, within: 40))
    #expect(bitmap[10, 2].red > bitmap[13, 2].red)
    #expect(bitmap[19, 2].alpha == 0, "outside the end circle")
  }

  @Test func colourSpacesAreNamedAsCoreGraphicsNamesThem() {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
    #expect(CGColorSpace(name: "no such space") == nil)
    #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
  }
}
