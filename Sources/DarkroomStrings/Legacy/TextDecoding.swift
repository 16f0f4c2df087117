import Foundation

/// Turns a strings file's bytes into text: UTF-16 (little or big endian) with a byte order
/// mark, UTF-8 with or without one. Apple's tools historically wrote `.strings` as UTF-16 and
/// accept UTF-8 (Apple: "String resources", Internationalization and Localization Guide).
enum TextDecoding {
  static func decode(_ data: Data, file: URL) throws(StringsFileError) -> String {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, file: file) }
    if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, file: file) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    if let text = String(validating: body, as: UTF8.self) { return text }
    var offset = 0
    var line = 1
    var decoder = UTF8()
    var iterator = body.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += scalar.utf8.count
        if scalar == "\n" { line += 1 }
      case .emptyInput, .error: break loop
      }
    }
    throw StringsFileError(
      file: file, position: TextPosition(line: line, column: 1),
      problem: "is not valid UTF-8 (bad byte at offset \(offset)) and has no UTF-16 byte order mark. Save it as UTF-8, or as UTF-16 with a byte order mark.")
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: URL) throws(StringsFileError) -> String {
    guard bytes.count % 2 == 0 else {
      throw StringsFileError(file: file, problem: "is UTF-16 by its byte order mark but has an odd number of bytes (truncated?).")
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    guard let text = String(validating: units, as: UTF16.self) else {
      throw StringsFileError(file: file, problem: "is UTF-16 by its byte order mark but holds an unpaired surrogate; re-save it from an editor.")
    }
    return text
  }
}
