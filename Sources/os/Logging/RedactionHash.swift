import Foundation

/// The hash a `.hash` privacy mask writes in place of a value. Swift's `Hasher` is seeded per
/// process, so two 64-bit FNV-1a hashes with different offsets are used instead: the same value
/// gives the same text in every run, so references holding a log stay stable.
enum RedactionHash {
  static func of(_ text: String) -> String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    var bytes: [UInt8] = []
    for word in [first, second] {
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
      }
    }
    return Data(bytes).base64EncodedString()
  }
}
