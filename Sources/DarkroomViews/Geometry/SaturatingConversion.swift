extension Int {
  /// `value` rounded toward zero, without trapping: NaN becomes 0, and values beyond ±2^52
  /// (infinity included) stop there. Views may be given any number; conversions from
  /// floating point never crash a render.
  ///
  /// ```swift
  /// Int(saturating: .infinity)   // 4_503_599_627_370_496
  /// Int(saturating: .nan)        // 0
  /// ```
  package init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = 4_503_599_627_370_496.0
    self = Int(Swift.min(Swift.max(value, -limit), limit))
  }
}

extension Int32 {
  /// `value` rounded toward zero, NaN as 0, and clamped to `Int32`'s range.
  package init(saturating value: Double) {
    self = Int32(clamping: Int(saturating: value))
  }
}
