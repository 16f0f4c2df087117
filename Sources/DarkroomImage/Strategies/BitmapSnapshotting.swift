import Foundation

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Snapshots a bitmap as a PNG reference; any changed pixel fails.
  ///
  /// ```swift
  /// assertSnapshot(of: renderedBitmap, as: .image)
  /// ```
  public static var image: Snapshotting {
    .image(options: .exact)
  }

  /// Snapshots a bitmap as a PNG reference, with swift-snapshot-testing's two tolerances.
  ///
  /// ```swift
  /// assertSnapshot(of: renderedBitmap, as: .image(precision: 0.99, perceptualPrecision: 0.98))
  /// ```
  ///
  /// - Parameters:
  ///   - precision: The share of pixels (0…1) that must match. It counts pixels, not bytes.
  ///   - perceptualPrecision: How close a pixel must be to match: it matches when its CIE
  ///     ΔE94 is at most `(1 − perceptualPrecision) × 100`. 1 means exactly equal; 0.98 lets
  ///     through differences a person can barely see.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
    .image(options: .snapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision))
  }

  /// Snapshots a bitmap as a PNG reference, compared by any rule of the image engine.
  ///
  /// ```swift
  /// var options = ComparisonOptions.pixelmatch
  /// options.ignoredRegions = [PixelRect(x: 0, y: 0, width: 1179, height: 162)]
  /// assertSnapshot(of: screen, as: .image(options: options))
  /// ```
  ///
  /// A bitmap or style whose fields were set to values their initialisers refuse (see
  /// ``ImageValueError``) fails the assertion with the reason, before anything is written.
  public static func image(options: ComparisonOptions, style: DiffStyle = .standard) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(options: options, style: style)) { bitmap in
      try bitmap.validate()
      try style.validate()
      return bitmap
    }
  }
}

extension Diffing where Value == Bitmap {
  /// Stores bitmaps as deterministic PNG files (``PNGEncoding/reference``: quick to write in
  /// a debug build) and compares them with `options`: equal pixels are found with one
  /// `memcmp`, and only images that differ go through the pixel rules. A
  /// failure's message gives the counts and the changed regions; its attachments are the
  /// diff image and a reference | new | diff strip.
  ///
  /// ```swift
  /// let strict = Diffing<Bitmap>.image(options: .exact)
  /// ```
  public static func image(options: ComparisonOptions, style: DiffStyle = .standard) -> Diffing {
    // A failure encodes the new image beside the diff and the strip, on the second thread;
    // writing it out then takes those bytes instead of encoding it again.
    let pending = PendingEncoding()
    return Diffing(
      toData: { bitmap in Data(pending.take(for: bitmap) ?? PNG.encode(bitmap, .reference)) },
      fromData: { data in try PNGDataDecoding.decode(data, source: "The file") },
      diff: { reference, new in
        ImageFailure.explain(
          reference: reference, new: new, options: options, style: style,
          alongside: { pending.store(PNG.encode(new, .reference), for: new) })
      })
  }

  /// swift-snapshot-testing's `precision` and `perceptualPrecision`; see
  /// ``Snapshotting/image(precision:perceptualPrecision:)``.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
    .image(options: .snapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}

/// PNG decoding for `Data`, without copying it first.
enum PNGDataDecoding {
  static func decode(_ data: Data, source: String) throws(PNGError) -> Bitmap {
    let result = data.withUnsafeBytes { buffer in
      Result { () throws(PNGError) in try PNG.decode(buffer, source: source) }
    }
    return try result.get()
  }
}
