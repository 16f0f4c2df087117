/// An image whose pixels are indices into a palette of at most 256 colours: a quarter of the
/// memory of a ``Bitmap``, and far quicker to write as PNG. Diff images are made this way.
///
/// ```swift
/// var mask = IndexedBitmap(width: 4, height: 4, palette: [.white, .black])
/// mask[1, 2] = 1                     // black
/// let png = PNG.encode(mask)         // an 8-bit palette PNG
/// let rgba = mask.bitmap()           // the same picture as RGBA
/// ```
public struct IndexedBitmap: Sendable, Hashable {
  public let width: Int
  public let height: Int
  public var scale: Double
  /// Up to 256 colours.
  public var palette: [Pixel]
  /// `width * height` palette indices, rows top to bottom.
  public var indices: [UInt8]

  /// An image filled with palette entry 0.
  public init(width: Int, height: Int, scale: Double = 1, palette: [Pixel]) {
    precondition(width >= 0 && height >= 0, "an image's size cannot be negative")
    precondition(!palette.isEmpty && palette.count <= 256, "a palette has 1 to 256 colours, not \(palette.count)")
    self.width = width
    self.height = height
    self.scale = scale
    self.palette = palette
    self.indices = [UInt8](repeating: 0, count: width * height)
  }

  /// An image whose indices `fill` writes, every one of them (on huge pages when large).
  init(width: Int, height: Int, scale: Double, palette: [Pixel], fill: (UnsafeMutablePointer<UInt8>) -> Void) {
    self.width = width
    self.height = height
    self.scale = scale
    self.palette = palette
    self.indices = LargeBuffers.array(count: width * height, fill)
  }

  public subscript(x: Int, y: Int) -> UInt8 {
    get { indices[y * width + x] }
    set { indices[y * width + x] = newValue }
  }

  /// The same picture as RGBA.
  public func bitmap() -> Bitmap {
    guard palette.count >= 1, palette.count <= 256, indices.count == width * height else {
      return repaired().bitmap()
    }
    var expanded = false
    let pixels = LargeBuffers.array(count: width * height * 4) { target in
      expanded = indices.withUnsafeBufferPointer { indices in
        PixmanConversion.expand(
          indices: indices.baseAddress!, width: width, height: height, palette: palette,
          into: UnsafeMutableRawPointer(target))
      }
    }
    if expanded { return Bitmap(width: width, height: height, scale: scale, bytes: pixels) }
    return bitmapBySwift()
  }

  private func bitmapBySwift() -> Bitmap {
    let table = palette.map { UInt32($0.red) | UInt32($0.green) << 8 | UInt32($0.blue) << 16 | UInt32($0.alpha) << 24 }
      + [UInt32](repeating: 0, count: 256 - palette.count)
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
      let words = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: width * height)
      indices.withUnsafeBufferPointer { indices in
        table.withUnsafeBufferPointer { table in
          for offset in 0..<indices.count { words[offset] = UInt32(littleEndian: table[Int(indices[offset])]) }
        }
      }
      initialized = width * height * 4
    }
    return Bitmap(width: width, height: height, scale: scale, bytes: bytes)
  }
}
