/// Milliseconds with one decimal, without Foundation.
enum NumberText {
  static func fixed(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
