/// Turns test and snapshot names into portable file-name components.
///
/// Only `A–Z a–z 0–9 _ -` survive; every other run of characters becomes one `-`, and dashes
/// at either end are dropped, so `testFoo()` gives `testFoo`, `"dark mode"` gives
/// `dark-mode` and `render(size:)` gives `render-size` (the same names swift-snapshot-testing
/// gives them, so its references keep working). A name that loses letters outside ASCII, or
/// is longer than 100 characters, also gets a short hash of the original, so that `café` and
/// `cafe` stay apart.
enum ReferenceName {
  static let maximumLength = 100

  static func sanitize(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    var droppedNonASCII = false
    for scalar in name.unicodeScalars {
      if scalar.isASCII, isPortable(scalar) {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
        if !scalar.isASCII { droppedNonASCII = true }
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    while result.hasPrefix("-") { result.removeFirst() }

    if droppedNonASCII || result.count > maximumLength || result.isEmpty {
      let hash = fnv1a(name)
      result = String(result.prefix(maximumLength - 9))
      result += result.isEmpty ? hash : "-" + hash
    }
    return result
  }

  private static func isPortable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
    default: false
    }
  }

  /// 32-bit FNV-1a of the UTF-8 bytes, as 8 hex digits: short, stable across runs and
  /// platforms (unlike `hashValue`).
  static func fnv1a(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
