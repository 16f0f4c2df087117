import CDeflate

/// The CRC-32 of some bytes (the checksum PNG and gzip use), computed by libdeflate, which
/// runs at memory speed even in debug builds: a quick way to tell that a file changed.
///
/// ```swift
/// let checksum = CRC32.checksum(of: Array("hello".utf8))
/// print(CRC32.hex(checksum))   // 3610a686
/// ```
public enum CRC32 {
  /// The checksum of `bytes` (0 for none).
  public static func checksum(of bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
  }

  /// A checksum as eight lowercase hexadecimal digits, zero-padded.
  public static func hex(_ checksum: UInt32) -> String {
    let digits = String(checksum, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
