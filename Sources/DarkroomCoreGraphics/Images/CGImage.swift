import DarkroomViews

/// A Core Graphics image: pixels, 8 bits a component, RGBA with straight alpha. Made by
/// `CGContext.makeImage()` or a `UIImage`'s `cgImage`, drawn by `CGContext.draw(_:in:)`,
/// `Image(decorative:scale:)` and `UIImage(cgImage:)`
/// (developer.apple.com/documentation/coregraphics/cgimage).
///
/// ```swift
/// if let cgImage = context.makeImage(), let corner = cgImage.cropping(to: CGRect(x: 0, y: 0, width: 8, height: 8)) {
///   Image(decorative: corner, scale: 2)
/// }
/// ```
public final class CGImage: Sendable {
  let source: ImageSource

  init(source: ImageSource) {
    self.source = source
  }

  convenience init(bitmap: Bitmap) {
    self.init(source: ImageSource(bitmap: bitmap, scale: 1))
  }

  var bitmap: Bitmap { source.bitmap }

  /// The width in pixels.
  public var width: Int { source.bitmap.width }
  /// The height in pixels.
  public var height: Int { source.bitmap.height }
  /// 8: one byte a component.
  public var bitsPerComponent: Int { 8 }
  /// 32: red, green, blue and alpha.
  public var bitsPerPixel: Int { 32 }
  /// The bytes in one row of pixels.
  public var bytesPerRow: Int { source.bitmap.width * 4 }
  /// sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB, model: .rgb) }
  /// Alpha last, not premultiplied.
  public var alphaInfo: CGImageAlphaInfo { .last }
  /// The layout of the pixels: alpha last, components in memory order.
  public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue) }
  /// Whether this is a mask; never here.
  public var isMask: Bool { false }
  /// Whether the image is drawn smoothed when scaled; always.
  public var shouldInterpolate: Bool { true }

  /// The pixels inside `rect` (in pixels, from the top-left corner), or `nil` when `rect`
  /// holds no pixel of the image. A rectangle not on whole pixels takes every pixel it touches.
  ///
  /// ```swift
  /// let left = image.cropping(to: CGRect(x: 0, y: 0, width: image.width / 2, height: image.height))
  /// ```
  public func cropping(to rect: CGRect) -> CGImage? {
    let rect = rect.standardized
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
    let left = max(0, Int(saturating: Double(rect.minX).rounded(.down)))
    let top = max(0, Int(saturating: Double(rect.minY).rounded(.down)))
    let right = min(width, Int(saturating: Double(rect.maxX).rounded(.up)))
    let bottom = min(height, Int(saturating: Double(rect.maxY).rounded(.up)))
    let source = source.bitmap
    guard right > left, bottom > top, source.bytes.count == source.width * source.height * 4 else { return nil }
    var bytes = [UInt8]()
    bytes.reserveCapacity((right - left) * (bottom - top) * 4)
    for row in top..<bottom {
      let start = (row * source.width + left) * 4
      bytes.append(contentsOf: source.bytes[start..<(start + (right - left) * 4)])
    }
    return CGImage(bitmap: Bitmap(width: right - left, height: bottom - top, bytes: bytes))
  }
}

/// Where a bitmap's alpha is and whether colours are premultiplied by it
/// (developer.apple.com/documentation/coregraphics/cgimagealphainfo).
///
/// ```swift
/// let info = CGImageAlphaInfo.premultipliedLast.rawValue
/// ```
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// A bitmap's layout: its alpha (the low bits, a ``CGImageAlphaInfo``) and byte order
/// (developer.apple.com/documentation/coregraphics/cgbitmapinfo).
///
/// ```swift
/// let info: CGBitmapInfo = [.byteOrder32Little, CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)]
/// ```
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The bits holding a `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// The bits saying whether components are floating point.
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  /// Floating-point components (not supported by bitmap contexts here).
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits holding the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The components in the order the alpha info names them.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian words.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian words: `premultipliedFirst` with it is cairo's own layout.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian words.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian words: the components in the named order.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension ImageRenderer {
  /// The rendered pixels as a Core Graphics image, or `nil` if the pinned fonts cannot be set
  /// up (developer.apple.com/documentation/swiftui/imagerenderer/cgimage).
  ///
  /// ```swift
  /// let renderer = ImageRenderer(content: Chart(readings: readings))
  /// renderer.scale = 2
  /// if let cgImage = renderer.cgImage { context.draw(cgImage, in: bounds) }
  /// ```
  public var cgImage: CGImage? {
    bitmap.map(CGImage.init(bitmap:))
  }
}
