extension PNG {
  /// Encodes images side by side, top-aligned, with `gap` pixels of `background` between them
  /// and below the shorter ones: the same picture as `PNG.encode(Bitmap.strip(images), encoding)`,
  /// without building the strip first. Each row is copied from its images with `memcpy`, so
  /// an unoptimised build writes a strip of three phone screenshots quickly.
  ///
  /// ```swift
  /// let png = PNG.encodeStrip([reference, new, diff.bitmap()])
  /// ```
  public static func encodeStrip(
    _ images: [Bitmap], gap: Int = 8, background: Pixel = Pixel(red: 128, green: 128, blue: 128),
    _ encoding: PNGEncoding = .fast
  ) -> [UInt8] {
    let gap = max(0, gap)
    let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
    let height = images.map(\.height).max() ?? 0
    guard encoding != .compact, width > 0, height > 0 else {
      return encode(Bitmap.strip(images, gap: gap, background: background), encoding)
    }
    var writer = PNGWriter()
    writer.header(width: width, height: height, bitDepth: 8, colorType: .rgba)
    writer.scale(images.first?.scale ?? 1)
    let rowBytes = width * 4
    let word = UInt32(background.red) | UInt32(background.green) << 8 | UInt32(background.blue) << 16
      | UInt32(background.alpha) << 24
    // One row of background to copy gaps and the space below short images from.
    let backdrop = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 16)
    defer { backdrop.deallocate() }
    fillWords(backdrop, byteCount: rowBytes, with: word)
    let rows = LargeBuffers.array(count: height * (rowBytes + 1)) { output in
      for y in 0..<height {
        let row = output + y * (rowBytes + 1)
        row[0] = RowFilter.none
        var target = UnsafeMutableRawPointer(row + 1)
        for (index, image) in images.enumerated() {
          let bytes = image.width * 4
          if y < image.height {
            image.bytes.withUnsafeBytes { target.copyMemory(from: $0.baseAddress! + y * bytes, byteCount: bytes) }
          } else {
            target.copyMemory(from: backdrop, byteCount: bytes)
          }
          target += bytes
          if index < images.count - 1 {
            target.copyMemory(from: backdrop, byteCount: gap * 4)
            target += gap * 4
          }
        }
      }
    }
    return rows.withUnsafeBytes { writer.finish(imageData: $0, level: encoding.compressionLevel) }
  }

  /// Fills `byteCount` bytes (a whole number of words) with one 32-bit little-endian word:
  /// one word, then the filled part copied onto the rest, doubling.
  static func fillWords(_ start: UnsafeMutableRawPointer, byteCount: Int, with word: UInt32) {
    guard byteCount >= 4 else { return }
    start.storeBytes(of: word.littleEndian, as: UInt32.self)
    var filled = 4
    while filled < byteCount {
      let count = min(filled, byteCount - filled)
      (start + filled).copyMemory(from: start, byteCount: count)
      filled += count
    }
  }
}
