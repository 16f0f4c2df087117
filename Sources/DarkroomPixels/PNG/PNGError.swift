/// Why bytes could not be read as a PNG image. The description names the file (or "PNG data"
/// for bytes without one), says what is wrong and what to do.
///
/// ```swift
/// do { _ = try PNG.decode(file: "notes.txt") } catch {
///   print(error)  // "notes.txt is not a PNG file: it does not start with the PNG signature. …"
/// }
/// ```
public struct PNGError: Error, Equatable, CustomStringConvertible {
  public enum Problem: Sendable, Equatable {
    /// The file could not be read at all.
    case unreadable(FileError)
    /// The bytes do not start with the 8-byte PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// The structure or the compressed data is damaged; the text says how.
    case corrupt(String)
    /// The header announces more pixels than the limit allows.
    case tooLarge(width: Int, height: Int, limit: Int)
  }

  /// The file's path, or "PNG data" for bytes that came from elsewhere.
  public var source: String
  public var problem: Problem

  public init(source: String, problem: Problem) {
    self.source = source
    self.problem = problem
  }

  public var description: String {
    switch problem {
    case .unreadable(let error):
      return error.description
    case .notPNG:
      return "\(source) is not a PNG file: it does not start with the PNG signature. "
        + "Convert it to PNG first."
    case .truncated:
      return "\(source) is truncated: the PNG data ends before the image does. "
        + "Write or download the file again."
    case .corrupt(let detail):
      return "\(source) is a damaged PNG file (\(detail)). Write or export the image again."
    case .tooLarge(let width, let height, let limit):
      return "\(source) is \(width)×\(height) pixels, more than the limit of \(limit) pixels "
        + "that protects against decompression bombs. Raise PNGLimits.maxPixelCount if this "
        + "size is expected."
    }
  }
}

/// Limits a decoder keeps to, so that a small hostile file cannot claim gigabytes of memory.
///
/// ```swift
/// let bitmap = try PNG.decode(file: "huge.png", limits: PNGLimits(maxPixelCount: 400_000_000))
/// ```
public struct PNGLimits: Sendable, Equatable {
  /// The most pixels (width × height) an image may have; each costs 4 bytes once decoded.
  public var maxPixelCount: Int

  public init(maxPixelCount: Int = 100_000_000) {
    self.maxPixelCount = maxPixelCount
  }

  /// 100 million pixels (400 MB decoded): room for a full-page screenshot of 2 560 × 39 000.
  public static let standard = PNGLimits(maxPixelCount: 100_000_000)
}
