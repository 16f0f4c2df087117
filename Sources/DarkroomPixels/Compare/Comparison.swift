/// A width and a height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)×\(height)" }
}

/// A rectangle of changed pixels, and how many of its pixels changed.
public struct ChangedRegion: Sendable, Hashable, CustomStringConvertible {
  public var bounds: PixelRect
  public var pixels: Int

  public init(bounds: PixelRect, pixels: Int) {
    self.bounds = bounds
    self.pixels = pixels
  }

  public var description: String { "\(bounds) \(pixels) px" }
}

/// The answer to "are these two images the same, and if not, where and how much?".
///
/// ```swift
/// let comparison = Comparison(reference: old, new: new, options: .pixelmatch)
/// if !comparison.isSame {
///   print(comparison.differentPixels, comparison.regions)
/// }
/// ```
public struct Comparison: Sendable, Equatable {
  public enum Outcome: String, Sendable {
    /// No pixel differs beyond the rule, or no more than the allowed share.
    case same
    /// More pixels differ than allowed.
    case different
    /// The images have different sizes, so no pixel was compared.
    case sizeMismatch
  }

  public var outcome: Outcome
  public var referenceSize: PixelSize
  public var newSize: PixelSize
  /// Pixels counted as different (anti-aliased ones are not, under pixelmatch's rule).
  public var differentPixels: Int
  /// Pixels that differ but were taken for anti-aliasing (pixelmatch's rule only).
  public var antialiasedPixels: Int
  /// Pixels inside ignored regions.
  public var ignoredPixels: Int
  /// The largest difference of any compared pixel, in the rule's unit: the largest channel
  /// difference (exact), the largest luma of the difference (tolerance), the smallest
  /// threshold that would have passed every pixel (pixelmatch), or the largest ΔE94.
  public var largestDelta: Double
  /// Where the different pixels are, as a short list of rectangles.
  public var regions: [ChangedRegion]
  public var options: ComparisonOptions

  public var isSame: Bool { outcome == .same }

  /// ``differentPixels`` as a share (0…1) of all the reference's pixels.
  public var differentShare: Double {
    let total = referenceSize.width * referenceSize.height
    return total == 0 ? 0 : Double(differentPixels) / Double(total)
  }

  /// Compares `new` with `reference` pixel by pixel.
  public init(reference: Bitmap, new: Bitmap, options: ComparisonOptions = .pixelmatch) {
    self = ComparisonScan.run(reference: reference, new: new, options: options, canvas: nil)
  }

  /// The comparison of two images known to be identical (byte-identical files, say), made
  /// without looking at a pixel.
  public static func identical(size: PixelSize, options: ComparisonOptions = .pixelmatch) -> Comparison {
    Comparison(outcome: .same, referenceSize: size, newSize: size, options: options)
  }

  init(
    outcome: Outcome, referenceSize: PixelSize, newSize: PixelSize, differentPixels: Int = 0,
    antialiasedPixels: Int = 0, ignoredPixels: Int = 0, largestDelta: Double = 0, regions: [ChangedRegion] = [],
    options: ComparisonOptions
  ) {
    self.outcome = outcome
    self.referenceSize = referenceSize
    self.newSize = newSize
    self.differentPixels = differentPixels
    self.antialiasedPixels = antialiasedPixels
    self.ignoredPixels = ignoredPixels
    self.largestDelta = largestDelta
    self.regions = regions
    self.options = options
  }
}
