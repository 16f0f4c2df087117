/// What a PNG file's header (its IHDR chunk) says about the image, read without decoding it.
///
/// ```swift
/// let header = try PNG.header(of: bytes, source: "shot.png")
/// print(header.width, header.height)   // 1179 2556
/// ```
public struct PNGHeader: Sendable, Equatable {
  public enum ColorType: UInt8, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples in one pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  public var width: Int
  public var height: Int
  /// Bits in one sample: 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  public var colorType: ColorType
  /// Whether the rows are stored in Adam7 order.
  public var isInterlaced: Bool
}

/// The 8 bytes every PNG file starts with.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

extension UnsafeRawBufferPointer {
  /// The big-endian 32-bit number at `offset`.
  @inline(__always)
  func bigEndianUInt32(at offset: Int) -> UInt32 {
    UInt32(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  var startsWithPNGSignature: Bool {
    count >= 8 && zip(self[0..<8], pngSignature).allSatisfy { $0 == $1 }
  }
}

extension PNG {
  /// Reads the header of PNG bytes: the size and format, without decoding any pixel.
  public static func header(of bytes: UnsafeRawBufferPointer, source: String = "PNG data") throws(PNGError) -> PNGHeader {
    func fail(_ problem: PNGError.Problem) -> PNGError { PNGError(source: source, problem: problem) }
    guard bytes.startsWithPNGSignature else {
      throw fail(bytes.count < 8 && bytes.elementsEqual(pngSignature.prefix(bytes.count)) ? .truncated : .notPNG)
    }
    guard bytes.count >= 33 else { throw fail(.truncated) }
    guard bytes.bigEndianUInt32(at: 8) == 13, bytes.bigEndianUInt32(at: 12) == 0x4948_4452 else {
      throw fail(.corrupt("the first chunk is not a 13-byte IHDR"))
    }
    let width = Int(bytes.bigEndianUInt32(at: 16)), height = Int(bytes.bigEndianUInt32(at: 20))
    let depth = Int(bytes[24])
    guard let colorType = PNGHeader.ColorType(rawValue: bytes[25]) else {
      throw fail(.corrupt("unknown colour type \(bytes[25])"))
    }
    let allowedDepths: [Int] =
      switch colorType {
      case .grey: [1, 2, 4, 8, 16]
      case .palette: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    guard allowedDepths.contains(depth) else {
      throw fail(.corrupt("bit depth \(depth) is not allowed for colour type \(colorType.rawValue)"))
    }
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw fail(.corrupt("the size \(width)×\(height) is not allowed"))
    }
    guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
      throw fail(.corrupt("unknown compression, filter or interlace method"))
    }
    return PNGHeader(width: width, height: height, bitDepth: depth, colorType: colorType, isInterlaced: bytes[28] == 1)
  }
}
