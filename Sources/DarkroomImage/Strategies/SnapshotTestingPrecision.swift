extension ComparisonOptions {
  /// swift-snapshot-testing's `Float` tolerances as options. The `Float` is read as the
  /// decimal it was written as, so `0.99` means 99 % exactly and not 0.9900000095….
  static func snapshotTesting(precision: Float, perceptualPrecision: Float) -> ComparisonOptions {
    .precision(decimal(precision), perceptualPrecision: decimal(perceptualPrecision))
  }

  private static func decimal(_ value: Float) -> Double {
    Double(value.description) ?? Double(value)
  }
}
