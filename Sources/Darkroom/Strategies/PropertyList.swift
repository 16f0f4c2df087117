import Foundation

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
  /// Snapshots an `Encodable` value as an XML property list (`.plist`).
  ///
  /// ```swift
  /// assertSnapshot(of: settings, as: .plist)
  /// ```
  ///
  /// ```xml
  /// <dict>
  ///   <key>id</key>
  ///   <integer>1</integer>
  /// </dict>
  /// ```
  public static var plist: Snapshotting {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return .plist(encoder)
  }

  /// Snapshots an `Encodable` value as a property list made by your own encoder.
  ///
  /// The reference is text, so an encoder set to `.binary` is stored as the XML form of the
  /// same property list (diffs stay readable); to keep the binary bytes themselves, use
  /// ``Snapshotting/binaryPlist``.
  ///
  /// ```swift
  /// let encoder = PropertyListEncoder()
  /// encoder.outputFormat = .xml
  /// assertSnapshot(of: settings, as: .plist(encoder))
  /// ```
  public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
    let typeName = "\(Value.self)"
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
      var data = try encodedPropertyList(value, encoder, typeName: typeName)
      if encoder.outputFormat != .xml {
        let list = try PropertyListSerialization.propertyList(from: data, format: nil)
        data = try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
      }
      return String(decoding: data, as: UTF8.self)
    }
    snapshotting.pathExtension = "plist"
    return snapshotting
  }
}

extension Snapshotting where Value: Encodable & SendableMetatype, Format == Data {
  /// Snapshots an `Encodable` value as a binary property list, compared byte for byte.
  ///
  /// ```swift
  /// assertSnapshot(of: settings, as: .binaryPlist)
  /// ```
  public static var binaryPlist: Snapshotting {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let typeName = "\(Value.self)"
    var snapshotting = SimplySnapshotting.data.pullback { (value: Value) throws -> Data in
      try encodedPropertyList(value, encoder, typeName: typeName)
    }
    snapshotting.pathExtension = "plist"
    return snapshotting
  }
}

private func encodedPropertyList<Value: Encodable>(
  _ value: Value, _ encoder: PropertyListEncoder, typeName: String
) throws -> Data {
  do {
    return try encoder.encode(value)
  } catch let error as EncodingError {
    throw PropertyListSnapshotError(type: typeName, error: error)
  }
}

/// A value could not be snapshotted as a property list.
struct PropertyListSnapshotError: Error, CustomStringConvertible {
  var description: String

  init(type: String, error: EncodingError) {
    switch error {
    case .invalidValue(let value, let context):
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      description = "\(type) could not be encoded as a property list: the value \(value) at "
        + "\(path.isEmpty ? "the top level" : path) is not valid (\(context.debugDescription)). "
        + "Property lists hold dictionaries, arrays, strings, numbers, dates, data and booleans; "
        + "they have no null and need a dictionary or an array at the top."
    @unknown default:
      description = "\(type) could not be encoded as a property list: \(error)."
    }
  }
}
