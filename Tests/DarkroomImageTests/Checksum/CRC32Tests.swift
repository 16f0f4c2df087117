import DarkroomImage
import Testing

@Suite struct CRC32Tests {
  /// The check values every CRC-32 (the one of PNG, gzip and zlib) gives.
  @Test func knownInputsGiveTheStandardChecksums() {
    #expect(CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(of: Array("hello".utf8)) == 0x3610_A686)
    #expect(CRC32.checksum(of: []) == 0)
  }

  @Test func hexIsEightLowercaseDigits() {
    #expect(CRC32.hex(0xCBF4_3926) == "cbf43926")
    #expect(CRC32.hex(0x1F) == "0000001f")
    #expect(CRC32.hex(0) == "00000000")
  }
}
