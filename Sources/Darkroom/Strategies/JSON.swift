import Foundation

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
  /// Snapshots an `Encodable` value as pretty-printed JSON with sorted keys.
  ///
  /// ```swift
  /// assertSnapshot(of: order, as: .json)
  /// ```
  ///
  /// A value that cannot be encoded (a `Double.nan`, say) fails the assertion with the
  /// encoder's reason and the path to the value; it never crashes the test process.
  public static var json: Snapshotting {
    .json(defaultJSONEncoder())
  }

  /// Snapshots an `Encodable` value as JSON made by your own encoder.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  /// encoder.dateEncodingStrategy = .iso8601
  /// assertSnapshot(of: event, as: .json(encoder))
  /// ```
  public static func json(_ encoder: JSONEncoder) -> Snapshotting {
    let typeName = "\(Value.self)"
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) throws -> String in
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch let error as EncodingError {
        throw JSONSnapshotError(type: typeName, error: error)
      }
    }
    snapshotting.pathExtension = "json"
    return snapshotting
  }
}

extension Snapshotting where Value == Any, Format == String {
  /// Snapshots a JSON object (dictionaries, arrays, strings, numbers, booleans, `NSNull`)
  /// as pretty-printed JSON with sorted keys.
  ///
  /// ```swift
  /// assertSnapshot(of: try JSONSerialization.jsonObject(with: body), as: .json)
  /// ```
  public static var json: Snapshotting {
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Any) throws -> String in
      guard JSONSerialization.isValidJSONObject(value) else {
        throw JSONSnapshotError(
          type: "\(type(of: value))", reason: "it is not a JSON object (a dictionary or an array "
            + "of strings, numbers, booleans, NSNull and more of those)")
      }
      let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }
    snapshotting.pathExtension = "json"
    return snapshotting
  }
}

/// The encoder behind `.json`: pretty-printed, sorted keys.
func defaultJSONEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  return encoder
}

/// A value could not be snapshotted as JSON.
struct JSONSnapshotError: Error, CustomStringConvertible {
  var description: String

  init(type: String, reason: String) {
    description = "\(type) could not be encoded as JSON: \(reason)."
  }

  init(type: String, error: EncodingError) {
    switch error {
    case .invalidValue(let value, let context):
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      self.init(
        type: type,
        reason: "the value \(value) at \(path.isEmpty ? "the top level" : path) is invalid "
          + "(\(context.debugDescription))")
    @unknown default:
      self.init(type: type, reason: "\(error)")
    }
  }
}
