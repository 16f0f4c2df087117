#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image in memory: 8-bit RGBA pixels with straight (not premultiplied) alpha, row after
/// row with no padding, plus the scale it was drawn at (3 for an @3x screenshot).
///
/// ```swift
/// var bitmap = Bitmap(width: 2, height: 1)            // transparent black
/// bitmap[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
/// let row = bitmap.row(0)                              // 8 bytes, no copy
/// ```
///
/// The name is not `Image`: that is the SwiftUI view that shows one.
public struct Bitmap: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Pixels per point: 1, 2 or 3 for Apple screens. Not part of equality of pixels.
  public var scale: Double
  /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
  public var bytes: [UInt8]

  /// Bytes in one row.
  public var bytesPerRow: Int { width * 4 }

  /// Width and height in points (pixels divided by ``scale``).
  public var pointSize: (width: Double, height: Double) {
    (Double(width) / scale, Double(height) / scale)
  }

  /// A bitmap of transparent black pixels.
  public init(width: Int, height: Int, scale: Double = 1) {
    precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
    self.width = width
    self.height = height
    self.scale = scale
    self.bytes = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// A bitmap over existing RGBA bytes; `bytes.count` must be `width * height * 4`.
  public init(width: Int, height: Int, scale: Double = 1, bytes: [UInt8]) {
    precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
    precondition(bytes.count == width * height * 4, "a \(width)×\(height) bitmap needs \(width * height * 4) bytes, not \(bytes.count)")
    self.width = width
    self.height = height
    self.scale = scale
    self.bytes = bytes
  }

  /// A bitmap filled with one colour.
  public init(width: Int, height: Int, scale: Double = 1, filledWith pixel: Pixel) {
    self.init(width: width, height: height, scale: scale)
    guard !bytes.isEmpty else { return }
    let word = UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
    bytes.withUnsafeMutableBytes { PNG.fillWords($0.baseAddress!, byteCount: $0.count, with: word) }
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      let offset = (y * width + x) * 4
      return Pixel(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }
    set {
      let offset = (y * width + x) * 4
      bytes[offset] = newValue.red
      bytes[offset + 1] = newValue.green
      bytes[offset + 2] = newValue.blue
      bytes[offset + 3] = newValue.alpha
    }
  }

  /// The bytes of row `y`, without copying.
  public func row(_ y: Int) -> ArraySlice<UInt8> {
    bytes[(y * bytesPerRow)..<((y + 1) * bytesPerRow)]
  }

  /// Whether two bitmaps have the same size and pixels (their scales may differ).
  public func hasSamePixels(as other: Bitmap) -> Bool {
    guard width == other.width, height == other.height, bytes.count == other.bytes.count else { return false }
    return bytes.withUnsafeBytes { mine in
      other.bytes.withUnsafeBytes { theirs in
        mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
      }
    }
  }
}

/// One RGBA pixel with straight alpha.
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Pixel(red: 0, green: 0, blue: 0)
  public static let white = Pixel(red: 255, green: 255, blue: 255)

  public var description: String {
    func hex(_ value: UInt8) -> String {
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
  }
}
