import DarkroomCoreGraphics
import DarkroomUI
import Testing

/// Core Graphics images (developer.apple.com/documentation/coregraphics/cgimage) and bitmap
/// contexts: sizes, cropping, memory layouts, and images in `UIImage` and `Image`.
@Suite struct CGImageTests {
  /// A 4 × 2 image: red on the left half, blue on the right.
  private func halves() throws -> CGImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
    }
    return try #require(image.cgImage)
  }

  @Test func anImageReportsItsSizeAndLayout() throws {
    let image = try halves()
    #expect(image.width == 4 && image.height == 2)
    #expect(image.bitsPerComponent == 8 && image.bytesPerRow == 16)
  }

  @Test func croppingKeepsThePixelsInsideTheRectangle() throws {
    let image = try halves()
    let right = try #require(image.cropping(to: CGRect(x: 2, y: 0, width: 2, height: 2)))
    #expect(right.width == 2 && right.height == 2)
    #expect(right.pixels[0, 0] == blue)
    #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    #expect(image.cropping(to: CGRect(x: 3, y: 1, width: 100, height: 100))?.width == 1)
    #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
  }

  @Test func aBitmapContextDrawsIntoTheCallersMemoryWithYRunningUp() throws {
    var memory = [UInt8](repeating: 0, count: 2 * 2 * 4)
    try memory.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
      #expect(context.ctm == .identity)
      let image = try #require(context.makeImage())
      #expect(image.pixels[0, 1] == red, "y = 0 is the bottom row")
      #expect(image.pixels[0, 0] == clear)
    }
    #expect(Array(memory[8..<12]) == [255, 0, 0, 255], "the bottom row, RGBA in memory")
    #expect(Array(memory[0..<4]) == [0, 0, 0, 0])
  }

  @Test func cairosOwnLayoutIsDrawnInPlaceAndGreyAndAlphaOnlyLayoutsWork() throws {
    var native = [UInt8](repeating: 0, count: 4)
    native.withUnsafeMutableBytes { buffer in
      let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
      let context = CGContext(
        data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: info)
      context?.setFillColor(UIColor.red.cgColor)
      context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(native == [0, 0, 255, 255], "blue, green, red, alpha")
    let gray = CGContext(
      data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
      bitmapInfo: CGImageAlphaInfo.none.rawValue)
    gray?.setFillColor(gray: 1, alpha: 1)
    gray?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(gray?.data?.load(as: UInt8.self) == 255)
    let mask = CGContext(
      data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1, space: nil,
      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue))
    mask?.setFillColor(gray: 0, alpha: 0.5)
    mask?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(mask?.data?.load(as: UInt8.self) == 128)
  }

  @Test func unsupportedOrBadBitmapContextsAreNil() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue
    #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
    #expect(CGContext(data: nil, width: -3, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
    #expect(CGContext(data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
    #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
    #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 3, space: rgb, bitmapInfo: info) == nil)
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.none.rawValue)
        == nil)
  }

  @Test func drawingAnImageInAYDownContextTurnsItUpsideDownAsOnIOS() throws {
    let image = try halves()
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let topRed = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    let source = try #require(topRed.cgImage)
    let flipped = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
      context.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let bitmap = try #require(pixels(of: flipped))
    #expect(bitmap[0, 1] == red)
    #expect(bitmap[0, 0] == clear)
    #expect(image.width == 4)
  }

  @Test func anImageDrawnByTilingRepeatsOverTheClip() throws {
    let image = try halves()
    let context = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.interpolationQuality = .none
    context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1), byTiling: true)
    let tiled = try #require(context.makeImage()).pixels
    #expect([tiled[0, 3], tiled[1, 3], tiled[2, 0], tiled[3, 0]] == [red, blue, red, blue])
  }

  @Test func uiImagesAndImagesShowACGImagesPixels() throws {
    let image = try halves()
    let uiImage = UIImage(cgImage: image, scale: 2, orientation: .up)
    #expect(uiImage.size == CGSize(width: 2, height: 1))
    let turned = UIImage(cgImage: image, scale: 1, orientation: .right)
    #expect(turned.size == CGSize(width: 2, height: 4))
    #expect(try #require(pixels(of: turned))[0, 0] == red, "a quarter clockwise: the left half on top")
    #expect(try #require(pixels(of: turned))[0, 3] == blue)

    let renderer = ImageRenderer(content: Image(decorative: image, scale: 1).frame(width: 4, height: 2))
    renderer.scale = 1
    let shown = try renderer.render()
    #expect(shown[0, 0] == red)
    #expect(shown[3, 1] == blue)
    let mirrored = ImageRenderer(content: Image(image, scale: 1, orientation: .upMirrored, label: Text("Halves")))
    mirrored.scale = 1
    #expect(try mirrored.render()[0, 0] == blue)
  }

  @Test func anImageRendererGivesItsPixelsAsACoreGraphicsAndAUIKitImage() throws {
    let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 3, height: 2))
    renderer.scale = 2
    let cgImage = try #require(renderer.cgImage)
    #expect(cgImage.width == 6 && cgImage.height == 4)
    #expect(cgImage.pixels[5, 3] == red)
    let uiImage = try #require(renderer.uiImage)
    #expect(uiImage.size == CGSize(width: 3, height: 2) && uiImage.scale == 2)
    #expect(pixels(of: uiImage)?[0, 0] == red)
  }

  @Test func bundleKeysNameTheirInfoPlistEntries() {
    #expect(kCFBundleVersionKey as String == "CFBundleVersion")
    #expect(kCFBundleIdentifierKey as String == "CFBundleIdentifier")
    let info: [String: Any] = [kCFBundleNameKey as String: "Darkroom"]
    #expect(info["CFBundleName"] as? String == "Darkroom")
  }
}
