/// How one pixel of the new image is judged against the same pixel of the reference.
public enum PixelRule: Sendable, Equatable {
  /// Any channel differs. Pixels that are fully transparent in both count as equal, whatever
  /// their colour channels hold (nothing of them can be seen).
  case exact
  /// Pillow's rule, as image-diff scripts compute it with Pillow: the luma of the per-channel absolute difference,
  /// `(0.299 |ΔR| + 0.587 |ΔG| + 0.114 |ΔB|)`, rounded, above `tolerance` (0…255).
  case lumaDifference(tolerance: Int)
  /// pixelmatch 7.2's rule: the YIQ colour delta above `35215 × threshold²`, where
  /// anti-aliased pixels are found with its 3×3 detector and not counted unless
  /// `includeAntialiasing` is set.
  case pixelmatch(threshold: Double, includeAntialiasing: Bool)
  /// swift-snapshot-testing's `perceptualPrecision`: CIE ΔE 1994 above `maximumDeltaE`
  /// (`(1 − perceptualPrecision) × 100`; 2 is about what a person can just notice).
  case deltaE94(maximum: Double)
}

/// Everything that decides whether two images are "the same", in one value.
///
/// ```swift
/// let strict = ComparisonOptions.exact
/// let likePixelmatch = ComparisonOptions.pixelmatch                 // threshold 0.1, AA ignored
/// let likeSnapshotTesting = ComparisonOptions.precision(0.99, perceptualPrecision: 0.98)
/// var withMask = ComparisonOptions.pixelmatch
/// withMask.ignoredRegions = [PixelRect(x: 0, y: 0, width: 1179, height: 162)]   // status bar
/// ```
///
/// Semi-transparent pixels are blended over white before any rule but `exact` looks at them
/// (pixelmatch 7.2 with `checkerboard: false`).
public struct ComparisonOptions: Sendable, Equatable {
  public var rule: PixelRule
  /// The share of all pixels (0…1) that may differ with the images still counted the same.
  public var allowedChangedShare: Double
  /// Rectangles not compared at all: clocks, carets, ads.
  public var ignoredRegions: [PixelRect]
  /// At most this many changed regions are reported; nearby ones are joined to stay below.
  public var maximumRegions: Int

  public init(
    rule: PixelRule, allowedChangedShare: Double = 0, ignoredRegions: [PixelRect] = [], maximumRegions: Int = 12
  ) {
    self.rule = rule
    self.allowedChangedShare = allowedChangedShare
    self.ignoredRegions = ignoredRegions
    self.maximumRegions = maximumRegions
  }

  /// swift-snapshot-testing's `precision`: the share of pixels that must match,
  /// `1 − allowedChangedShare`. It counts pixels, not bytes (that library's non-perceptual
  /// path counted bytes, which let a changed icon pass at 0.99).
  public var precision: Double {
    get { 1 - allowedChangedShare }
    set { allowedChangedShare = 1 - newValue }
  }

  /// How many of `total` pixels may differ. A share that should give a whole number of
  /// pixels (1 % of 1200) gives it, despite binary rounding.
  public func allowedPixelCount(of total: Int) -> Int {
    guard allowedChangedShare > 0 else { return 0 }
    return Int((allowedChangedShare * Double(total) * (1 + 1e-9)).rounded(.down))
  }

  /// Every channel of every pixel equal.
  public static let exact = ComparisonOptions(rule: .exact)

  /// Pillow's luma rule with a tolerance of 24.
  public static let tolerance = ComparisonOptions(rule: .lumaDifference(tolerance: 24))

  /// Luma of the per-channel difference above `luma` (0…255).
  public static func tolerance(_ luma: Int) -> ComparisonOptions {
    ComparisonOptions(rule: .lumaDifference(tolerance: luma))
  }

  /// pixelmatch 7.2 at its defaults: threshold 0.1, anti-aliased pixels not counted.
  public static let pixelmatch = ComparisonOptions(rule: .pixelmatch(threshold: 0.1, includeAntialiasing: false))

  /// pixelmatch 7.2's rule with another threshold (0…1; smaller is stricter).
  public static func pixelmatch(threshold: Double, includeAntialiasing: Bool = false) -> ComparisonOptions {
    ComparisonOptions(rule: .pixelmatch(threshold: threshold, includeAntialiasing: includeAntialiasing))
  }

  /// swift-snapshot-testing's meaning of its two numbers: a pixel matches when its ΔE94 is at
  /// most `(1 − perceptualPrecision) × 100` (any difference at all when it is 1), and the
  /// images match when at least `precision` of the pixels match.
  public static func precision(_ precision: Double, perceptualPrecision: Double = 1) -> ComparisonOptions {
    let rule: PixelRule = perceptualPrecision >= 1 ? .exact : .deltaE94(maximum: (1 - perceptualPrecision) * 100)
    return ComparisonOptions(rule: rule, allowedChangedShare: max(0, 1 - precision))
  }
}
