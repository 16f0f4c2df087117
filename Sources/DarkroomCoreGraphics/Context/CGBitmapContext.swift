import CPangoCairo
import DarkroomViews

extension CGContext {
  /// A bitmap context drawing into `data` (or into memory of its own when `data` is `nil`),
  /// 8 bits a component: RGB with alpha or a skipped byte first or last, in either byte
  /// order; grey with no alpha; or alpha alone. `nil` for other layouts, for a size of no
  /// pixels or too many, and for rows too short. As in Core Graphics, y runs up from the
  /// bottom-left corner, and the memory's first row is the image's top.
  ///
  /// ```swift
  /// var pixel = [UInt8](repeating: 0, count: 4)
  /// let context = CGContext(
  ///   data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
  ///   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  /// context?.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
  /// ```
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
    bitmapInfo: UInt32
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
      bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
  }

  /// A bitmap context with its layout as a ``CGBitmapInfo``; see the initialiser taking a
  /// `UInt32`.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace?,
    bitmapInfo: CGBitmapInfo
  ) {
    guard bitsPerComponent == 8, width > 0, height > 0, width <= RenderError.maximumSide, height <= RenderError.maximumSide,
      width * height <= RenderError.maximumPixelCount, let layout = BitmapLayout(space: space, info: bitmapInfo)
    else { return nil }
    let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
    guard rowBytes >= width * layout.bytesPerPixel, rowBytes <= Int(Int32.max) / height else { return nil }
    let flip = AffineMap(a: 1, d: -1, ty: CGFloat(height))
    if let data, layout.isCairoNative, rowBytes % 4 == 0 {
      // cairo draws straight into the caller's memory.
      let surface = cairo_image_surface_create_for_data(
        data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(rowBytes))
      guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        if let surface { cairo_surface_destroy(surface) }
        return nil
      }
      self.init(cairo: cairo_create(surface), ownedSurface: surface, pixelWidth: width, pixelHeight: height, baseScale: 1, base: flip)
      return
    }
    self.init(pixelWidth: width, pixelHeight: height, baseScale: 1, base: flip)
    guard let surface = ownedSurface, pixelWidth == width else { return nil }
    let memory = BitmapMemory(pointer: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout)
    if data != nil { memory.copyIn(to: surface) }
    self.memory = memory
  }

  /// The layout of the bitmap's pixels.
  public var bitmapInfo: CGBitmapInfo { memory?.layout.info ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue) }
  /// Where the bitmap's alpha is.
  public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .premultipliedFirst }
  /// The bitmap's colour space.
  public var colorSpace: CGColorSpace? {
    switch memory?.layout.kind {
    case .gray: CGColorSpaceCreateDeviceGray()
    case .alpha: nil
    default: CGColorSpaceCreateDeviceRGB()
    }
  }
}

/// A bitmap context's pixel layout.
struct BitmapLayout {
  enum Kind {
    /// Four bytes: red, green, blue and alpha at these offsets.
    case rgba(red: Int, green: Int, blue: Int, alpha: Int)
    case gray
    case alpha
  }

  let kind: Kind
  let alpha: CGImageAlphaInfo
  let info: CGBitmapInfo

  init?(space: CGColorSpace?, info: CGBitmapInfo) {
    guard info.rawValue & CGBitmapInfo.floatInfoMask.rawValue == 0, let alpha = CGImageAlphaInfo(rawValue: info.rawValue & 0x1F) else {
      return nil
    }
    let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
    self.alpha = alpha
    self.info = info
    switch (space?.model, alpha) {
    case (nil, .alphaOnly): kind = .alpha
    case (.monochrome, .none): kind = .gray
    case (.rgb, .premultipliedLast), (.rgb, .last), (.rgb, .noneSkipLast), (.rgb, .premultipliedFirst), (.rgb, .first),
      (.rgb, .noneSkipFirst):
      let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
      // In memory order for a big-endian (default) layout; a 32-bit little-endian one reverses it.
      var offsets = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]
      switch order {
      case 0, CGBitmapInfo.byteOrder32Big.rawValue: break
      case CGBitmapInfo.byteOrder32Little.rawValue: offsets = offsets.map { 3 - $0 }
      default: return nil
      }
      kind = .rgba(red: offsets[0], green: offsets[1], blue: offsets[2], alpha: offsets[3])
    default: return nil
    }
  }

  var bytesPerPixel: Int {
    if case .rgba = kind { return 4 }
    return 1
  }

  /// Whether this is cairo's own ARGB32 on this machine: premultiplied, blue first in memory.
  var isCairoNative: Bool {
    guard alpha == .premultipliedFirst || alpha == .premultipliedLast, case .rgba(let red, let green, let blue, let alpha) = kind else {
      return false
    }
    let bgra = (blue, green, red, alpha) == (0, 1, 2, 3)
    return bgra && 1.littleEndian == 1
  }

  /// Whether the layout keeps no alpha, so images made from it are opaque.
  var isOpaque: Bool { alpha == .none || alpha == .noneSkipLast || alpha == .noneSkipFirst }
}

/// The memory of a bitmap context that cairo cannot draw in directly: cairo draws on a
/// surface of its own, copied here after each drawing operation.
final class BitmapMemory {
  let pointer: UnsafeMutableRawPointer
  private let owned: Bool
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let layout: BitmapLayout

  init(pointer: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: BitmapLayout) {
    if let pointer {
      self.pointer = pointer
      owned = false
    } else {
      self.pointer = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
      self.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
      owned = true
    }
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.layout = layout
  }

  deinit {
    if owned { pointer.deallocate() }
  }

  /// Writes the surface's premultiplied BGRA pixels into the memory's layout.
  func copyOut(from surface: OpaquePointer) {
    cairo_surface_flush(surface)
    guard let source = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let target = pointer.assumingMemoryBound(to: UInt8.self)
    let straight = layout.alpha == .last || layout.alpha == .first
    for y in 0..<height {
      let from = source + y * stride, to = target + y * bytesPerRow
      for x in 0..<width {
        let pixel = from + x * 4
        let alpha = pixel[3]
        var red = pixel[2], green = pixel[1], blue = pixel[0]
        if straight, alpha > 0, alpha < 255 {
          red = Self.unpremultiply(red, alpha)
          green = Self.unpremultiply(green, alpha)
          blue = Self.unpremultiply(blue, alpha)
        }
        switch layout.kind {
        case .rgba(let r, let g, let b, let a):
          let out = to + x * 4
          out[r] = red
          out[g] = green
          out[b] = blue
          out[a] = layout.isOpaque ? 255 : alpha
        case .gray:
          to[x] = Self.luma(red, green, blue)
        case .alpha:
          to[x] = alpha
        }
      }
    }
  }

  /// Reads the memory's pixels into the surface, for drawing over what the caller put there.
  func copyIn(to surface: OpaquePointer) {
    cairo_surface_flush(surface)
    guard let target = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let source = UnsafePointer(pointer.assumingMemoryBound(to: UInt8.self))
    let premultiply = layout.alpha == .last || layout.alpha == .first
    for y in 0..<height {
      let from = source + y * bytesPerRow, to = target + y * stride
      for x in 0..<width {
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 255
        switch layout.kind {
        case .rgba(let r, let g, let b, let a):
          let pixel = from + x * 4
          alpha = layout.isOpaque ? 255 : pixel[a]
          red = pixel[r]
          green = pixel[g]
          blue = pixel[b]
          if premultiply {
            red = Self.premultiply(red, alpha)
            green = Self.premultiply(green, alpha)
            blue = Self.premultiply(blue, alpha)
          }
        case .gray:
          red = from[x]
          green = from[x]
          blue = from[x]
        case .alpha:
          alpha = from[x]
        }
        let out = to + x * 4
        out[0] = min(blue, alpha)
        out[1] = min(green, alpha)
        out[2] = min(red, alpha)
        out[3] = alpha
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  // The arithmetic is spelled out one typed step at a time: written as one expression, the
  // type checker spends seconds on each of these.
  private static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    let a = UInt32(alpha)
    let scaled: UInt32 = UInt32(value) * 255 + a / 2
    let result: UInt32 = scaled / a
    return UInt8(Swift.min(255, result))
  }

  private static func premultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    let product: UInt32 = UInt32(value) * UInt32(alpha)
    let rounded: UInt32 = (product + 127) / 255
    return UInt8(rounded)
  }

  /// Rec. 601 luma, in eighths of a byte.
  private static func luma(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    let r: UInt32 = UInt32(red) * 77
    let g: UInt32 = UInt32(green) * 150
    let b: UInt32 = UInt32(blue) * 29
    let sum: UInt32 = r + g + b
    return UInt8(sum >> 8)
  }
}
