import Foundation

extension Snapshotting where Value == Data, Format == Data {
  /// Snapshots PNG bytes (from a screenshot tool, a renderer, a simulator) as they are, and
  /// compares them by their pixels, not their bytes; any changed pixel fails.
  ///
  /// ```swift
  /// assertSnapshot(of: try Data(contentsOf: screenshotURL), as: .png)
  /// ```
  public static var png: Snapshotting {
    .png(options: .exact)
  }

  /// PNG bytes compared by their pixels with swift-snapshot-testing's two tolerances; see
  /// ``Snapshotting/image(precision:perceptualPrecision:)``.
  ///
  /// ```swift
  /// assertSnapshot(of: pngData, as: .png(precision: 0.995, perceptualPrecision: 0.98))
  /// ```
  public static func png(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
    .png(options: .snapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision))
  }

  /// PNG bytes compared by their pixels with any rule of the image engine.
  public static func png(options: ComparisonOptions, style: DiffStyle = .standard) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .png(options: options, style: style))
  }
}

extension Diffing where Value == Data {
  /// Keeps PNG bytes as they are and compares their decoded pixels with `options`.
  ///
  /// ```swift
  /// let screenshots = Diffing<Data>.png(options: .pixelmatch)
  /// ```
  public static func png(options: ComparisonOptions, style: DiffStyle = .standard) -> Diffing {
    Diffing(
      toData: { $0 },
      fromData: { data in
        _ = try PNG.header(of: data, source: "The file")
        return data
      },
      diff: { reference, new in
        if reference == new { return nil }
        let referenceImage: Bitmap, newImage: Bitmap
        do throws(PNGError) {
          referenceImage = try PNGDataDecoding.decode(reference, source: "The reference")
          newImage = try PNGDataDecoding.decode(new, source: "The new snapshot")
        } catch {
          return (error.description, [])
        }
        return ImageFailure.explain(reference: referenceImage, new: newImage, options: options, style: style)
      })
  }
}

extension PNG {
  static func header(of data: Data, source: String) throws(PNGError) -> PNGHeader {
    let result = data.withUnsafeBytes { buffer in
      Result { () throws(PNGError) in try PNG.header(of: buffer, source: source) }
    }
    return try result.get()
  }
}
