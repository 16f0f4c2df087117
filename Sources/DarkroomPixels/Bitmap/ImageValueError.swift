/// A bitmap, indexed image or diff style whose public fields were set to values their
/// initialisers would not take. The engine never crashes on them: encoding and comparing
/// treat missing bytes as transparent and extra ones as absent, and the image strategies
/// report this error instead of snapshotting.
///
/// ```swift
/// var bitmap = Bitmap(width: 2, height: 2)
/// bitmap.bytes.removeLast()
/// try bitmap.validate()   // throws: a 2×2 bitmap needs 16 bytes, not 15
/// ```
public enum ImageValueError: Error, Equatable, CustomStringConvertible {
  /// `bytes` (or `indices`) does not hold one entry per channel of every pixel.
  case byteCount(width: Int, height: Int, expected: Int, actual: Int)
  /// The scale is not a finite number above 0.
  case scale(Double)
  /// A palette with no colours, or more than 256.
  case paletteSize(Int)
  /// A diff style's fade outside 0…0.9.
  case fade(Double)

  public var description: String {
    switch self {
    case .byteCount(let width, let height, let expected, let actual):
      "A \(width)×\(height) image needs \(expected) bytes, not \(actual). Set its bytes to one value a channel "
        + "for every pixel, or make a new image with Bitmap(width:height:bytes:)."
    case .scale(let scale):
      "An image's scale must be a number of pixels per point above 0, not \(scale); use 1, 2 or 3."
    case .paletteSize(let count):
      "A palette has 1 to 256 colours, not \(count)."
    case .fade(let fade):
      "A diff style's fade is from 0 to 0.9, not \(fade)."
    }
  }
}

extension Bitmap {
  /// Checks what the initialisers check, for a bitmap whose fields were changed since.
  ///
  /// ```swift
  /// var bitmap = Bitmap(width: 1, height: 1)
  /// bitmap.scale = .nan
  /// try bitmap.validate()   // throws ImageValueError.scale(nan)
  /// ```
  public func validate() throws(ImageValueError) {
    let expected = width * height * 4
    guard bytes.count == expected else {
      throw .byteCount(width: width, height: height, expected: expected, actual: bytes.count)
    }
    guard scale.isFinite, scale > 0 else { throw .scale(scale) }
  }

  /// This bitmap, or when its bytes are too few or too many, a copy with missing pixels
  /// transparent and extra bytes dropped: something the engine can read safely.
  func repaired() -> Bitmap {
    let expected = width * height * 4
    guard bytes.count != expected else { return self }
    var copy = Bitmap(width: width, height: height, scale: scale)
    let count = min(expected, bytes.count)
    copy.bytes.replaceSubrange(0..<count, with: bytes[0..<count])
    return copy
  }
}

extension IndexedBitmap {
  /// Checks what the initialiser checks, for an image whose fields were changed since.
  ///
  /// ```swift
  /// var mask = IndexedBitmap(width: 2, height: 2, palette: [.white, .black])
  /// mask.palette = []
  /// try mask.validate()   // throws ImageValueError.paletteSize(0)
  /// ```
  public func validate() throws(ImageValueError) {
    guard !palette.isEmpty, palette.count <= 256 else { throw .paletteSize(palette.count) }
    guard indices.count == width * height else {
      throw .byteCount(width: width, height: height, expected: width * height, actual: indices.count)
    }
    guard scale.isFinite, scale > 0 else { throw .scale(scale) }
  }

  /// This image, or a copy with 1 to 256 colours (the first 256, or one transparent one) and
  /// exactly one index a pixel (missing ones 0): something the engine can read safely.
  func repaired() -> IndexedBitmap {
    guard palette.isEmpty || palette.count > 256 || indices.count != width * height else { return self }
    var copy = self
    copy.palette = palette.isEmpty ? [.clear] : Array(palette.prefix(256))
    if indices.count != width * height {
      var fixed = [UInt8](repeating: 0, count: width * height)
      let count = min(fixed.count, indices.count)
      fixed.replaceSubrange(0..<count, with: indices[0..<count])
      copy.indices = fixed
    }
    return copy
  }
}

extension DiffStyle {
  /// Checks what the initialiser checks, for a style whose `fade` was changed since.
  ///
  /// ```swift
  /// var style = DiffStyle.standard
  /// style.fade = 2
  /// try style.validate()   // throws ImageValueError.fade(2.0)
  /// ```
  public func validate() throws(ImageValueError) {
    guard (0...0.9).contains(fade) else { throw .fade(fade) }
  }
}
