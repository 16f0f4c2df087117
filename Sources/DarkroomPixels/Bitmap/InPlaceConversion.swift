extension Bitmap {
  /// A bitmap that `draw` paints straight into its own rows, which are then converted where
  /// they need it: the rectangle `nativeRegion` at the top left holds cairo's premultiplied
  /// BGRA (`CAIRO_FORMAT_ARGB32` on a little-endian machine) and is turned into straight RGBA
  /// in place; everything outside it must already be straight RGBA.
  ///
  /// ```swift
  /// let bitmap = try Bitmap.drawnInPlace(width: w, height: h, scale: 3, nativeRegion: (w, h)) { rows in
  ///   // Draw with cairo over `rows`, `w * 4` bytes apart.
  /// }
  /// ```
  ///
  /// Drawing into the bitmap's memory saves a whole copy of the image compared with
  /// ``init(premultipliedBGRA:width:height:bytesPerRow:scale:translucentRegion:)``, and a
  /// drawing that is partly in RGBA already (grey and white look the same in either order)
  /// converts only the part that is not. pixman swaps the channels in place: each pixel is
  /// read before it is written and depends on itself alone.
  ///
  /// - Parameters:
  ///   - nativeRegion: The pixels, from the top left, that `draw` leaves in cairo's order.
  ///   - translucentRegion: The pixels, from the top left, that may be translucent and so need
  ///     un-premultiplying; everything else is opaque. `nil` means `nativeRegion`.
  ///   - draw: Paints the rows (`width * 4` bytes apart, uninitialised until it does);
  ///     whatever it throws is rethrown and no bitmap is made.
  public static func drawnInPlace<Failure: Error>(
    width: Int, height: Int, scale: Double = 1, nativeRegion: (width: Int, height: Int),
    translucentRegion: (width: Int, height: Int)? = nil,
    _ draw: (UnsafeMutableRawPointer) throws(Failure) -> Void
  ) throws(Failure) -> Bitmap {
    precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
    let count = width * height * 4
    guard count > 0 else { return Bitmap(width: width, height: height, scale: scale) }
    let clampedToImage = { (region: (width: Int, height: Int)) in
      (width: min(max(region.width, 0), width), height: min(max(region.height, 0), height))
    }
    let native = clampedToImage(nativeRegion)
    let translucent = clampedToImage(translucentRegion ?? nativeRegion)
    var failure: Failure?
    let bytes = LargeBuffers.array(count: count) { rows in
      do throws(Failure) {
        try draw(UnsafeMutableRawPointer(rows))
      } catch {
        failure = error
        // The array must still be initialised; its contents are thrown away with it.
        UnsafeMutableRawPointer(rows).initializeMemory(as: UInt8.self, repeating: 0, count: count)
        return
      }
      swapRedAndBlue(rows, width: width, region: native)
      // Alpha is the top byte of the word in either order, and pixman fetches its own
      // (cairo's) order as a plain copy, so the alpha is read as if from cairo.
      Bitmap.unpremultiply(
        rows, width: width, region: translucent, alphaFrom: (UnsafeRawPointer(rows), .cairoARGB, width * 4))
    }
    if let failure { throw failure }
    return Bitmap(width: width, height: height, scale: scale, bytes: bytes)
  }

  /// Turns the BGRA pixels of `region` (at the top left of rows `width` pixels wide) into
  /// RGBA in place: through pixman when it takes them, otherwise one pixel at a time.
  private static func swapRedAndBlue(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, region: (width: Int, height: Int)) {
    guard region.width > 0, region.height > 0 else { return }
    let rows = UnsafeMutableRawPointer(pixels)
    let swapped = PixmanConversion.convert(
      from: (UnsafeRawPointer(rows), .cairoARGB, width * 4), to: (rows, .rgba, width * 4),
      width: region.width, height: region.height)
    guard !swapped else { return }
    for y in 0..<region.height {
      let row = pixels + y * width * 4
      for x in 0..<region.width {
        let blue = row[4 * x]
        row[4 * x] = row[4 * x + 2]
        row[4 * x + 2] = blue
      }
    }
  }
}
