extension Comparison {
  /// A few lines for a person: the verdict, the counts, the largest difference and the
  /// changed regions.
  ///
  /// ```text
  /// 22910 of 3013524 pixels differ (0.76%) beyond pixelmatch's threshold 0.1; none may.
  /// 7023 anti-aliased pixels were not counted.
  /// Smallest threshold that passes every pixel: 0.52.
  /// Changed regions (x, y, width×height):
  ///   (183, 42, 25×31) 200 px
  /// ```
  public var summary: String {
    if outcome == .sizeMismatch {
      return "The images differ in size: the reference is \(referenceSize) pixels, the new image \(newSize)."
    }
    let total = referenceSize.width * referenceSize.height
    var lines: [String] = []
    let allowed = options.allowedPixelCount(of: total)
    let allowance =
      options.allowedChangedShare <= 0
      ? "none may"
      : "at most \(allowed) (\(NumberFormatting.percent(options.allowedChangedShare))) may"
    if differentPixels == 0 {
      lines.append("No pixel of \(total) differs \(ruleDescription).")
    } else {
      lines.append(
        "\(differentPixels) of \(total) pixels differ (\(NumberFormatting.percent(differentShare))) "
          + "\(ruleDescription); \(allowance).")
    }
    if antialiasedPixels > 0 {
      lines.append("\(antialiasedPixels) anti-aliased pixels were not counted.")
    }
    if ignoredPixels > 0 {
      lines.append("\(ignoredPixels) pixels in ignored regions were not compared.")
    }
    if let largest = largestDeltaDescription { lines.append(largest) }
    if !regions.isEmpty {
      lines.append("Changed regions (x, y, width×height):")
      lines += regions.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  private var ruleDescription: String {
    switch options.rule {
    case .exact: "in any channel"
    case .lumaDifference(let tolerance): "by a luma above \(tolerance)"
    case .pixelmatch(let threshold, _): "beyond pixelmatch's threshold \(NumberFormatting.short(threshold))"
    case .deltaE94(let maximum):
      "by more than ΔE94 \(NumberFormatting.short(maximum)) (perceptual precision "
        + "\(NumberFormatting.short(1 - maximum / 100)))"
    }
  }

  private var largestDeltaDescription: String? {
    guard largestDelta > 0 else { return nil }
    switch options.rule {
    case .exact:
      return "Largest channel difference: \(Int(largestDelta)) of 255."
    case .lumaDifference:
      return "Largest luma difference: \(Int(largestDelta)) of 255."
    case .pixelmatch:
      return "Smallest threshold that passes every pixel: \(NumberFormatting.fixed(largestDelta, places: 3))."
    case .deltaE94:
      let precision = 1 - min(largestDelta / 100, 1)
      return "Largest ΔE94: \(NumberFormatting.fixed(largestDelta, places: 2)) "
        + "(lowest perceptual precision \(NumberFormatting.fixed(precision, places: 4)))."
    }
  }
}
