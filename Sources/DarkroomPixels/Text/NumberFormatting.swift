/// Numbers as text without Foundation: fixed decimals, rounded half away from zero.
enum NumberFormatting {
  /// `value` with exactly `places` decimals: `fixed(0.12345, places: 2)` is `"0.12"`.
  static func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return String(describing: value) }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    let digits = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: places - digits.count) + digits
  }

  /// A share (0…1) as a percentage with two decimals, never rounding a non-zero share to 0.
  static func percent(_ share: Double) -> String {
    if share > 0 && share < 0.00005 { return "<0.01%" }
    return fixed(share * 100, places: 2) + "%"
  }

  /// The shortest decimal (up to 6 places) that reads back as `value`: 0.1, 24, 0.98.
  static func short(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    for places in 1...6 {
      let text = fixed(value, places: places)
      if let parsed = Double(text), abs(parsed - value) <= 1e-12 * max(1, abs(value)) { return text }
    }
    return fixed(value, places: 6)
  }
}
