import Foundation

extension Snapshotting where Value == Data, Format == Data {
  /// Snapshots raw bytes. A mismatch says where the bytes first differ and shows them.
  ///
  /// ```swift
  /// assertSnapshot(of: try archive.serialized(), as: .data)
  /// ```
  public static var data: Snapshotting {
    Snapshotting(pathExtension: nil, diffing: .data)
  }
}

extension Diffing where Value == Data {
  /// Compares bytes exactly; the message gives both sizes, the offset of the first
  /// difference and the bytes around it in hex.
  ///
  /// ```swift
  /// let firmware = Snapshotting<Data, Data>(pathExtension: "bin", diffing: .data)
  /// ```
  public static var data: Diffing {
    Diffing(
      toData: { $0 },
      fromData: { $0 },
      diff: { reference, new in
        guard reference != new else { return nil }
        let offset = zip(reference, new).prefix(while: { $0 == $1 }).count
        let sizes =
          reference.count == new.count
          ? "Both are \(reference.count) bytes"
          : "The reference has \(reference.count) bytes, the new value \(new.count)"
        let window = max(0, offset - 8)..<(offset + 8)
        let message = """
          \(sizes); they first differ at byte \(offset).
          reference @\(window.lowerBound): \(hex(reference, window))
          new       @\(window.lowerBound): \(hex(new, window))
          """
        return (message, [])
      })
  }
}

private func hex(_ data: Data, _ window: Range<Int>) -> String {
  let start = data.startIndex + min(window.lowerBound, data.count)
  let end = data.startIndex + min(window.upperBound, data.count)
  let bytes = data[start..<end].map { byte in
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }
  return bytes.isEmpty ? "(end of data)" : bytes.joined(separator: " ")
}
