import Foundation

/// How a snapshot format is stored on disk and compared with its reference.
///
/// ```swift
/// let caseInsensitive = Diffing<String>(
///   toData: { Data($0.utf8) },
///   fromData: { String(decoding: $0, as: UTF8.self) },
///   diff: { old, new in
///     old.lowercased() == new.lowercased() ? nil : ("\(old) is not \(new)", [])
///   }
/// )
/// ```
public struct Diffing<Value>: Sendable {
  /// Turns a value into the bytes of its reference file.
  public var toData: @Sendable (Value) -> Data

  /// Reads a value back from the bytes of a reference file. Throw when the bytes are not a
  /// valid reference; the error's description is shown with the reference's path.
  public var fromData: @Sendable (Data) throws -> Value

  /// Compares a reference with a new value: `nil` when they match, otherwise a message for a
  /// person and attachments (a diff, a difference image) that explain it.
  public var diff: @Sendable (_ reference: Value, _ new: Value) -> (String, [DiffAttachment])?

  /// Creates a diffing from its three parts.
  public init(
    toData: @escaping @Sendable (_ value: Value) -> Data,
    fromData: @escaping @Sendable (_ data: Data) throws -> Value,
    diff: @escaping @Sendable (_ reference: Value, _ new: Value) -> (String, [DiffAttachment])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// A file that explains a failed comparison: a patch, a difference image.
///
/// Attachments are attached to the Swift Testing issue (so `swift test --attachments-path`
/// keeps them) and written beside the failed snapshot in the artifacts folder.
///
/// ```swift
/// let patch = DiffAttachment.data(Data(diffText.utf8), name: "diff.patch")
/// ```
public enum DiffAttachment: Sendable, Equatable {
  /// Bytes with a file name, extension included.
  case data(Data, name: String)

  /// The attachment's file name.
  public var name: String {
    switch self { case .data(_, let name): name }
  }

  /// The attachment's bytes.
  public var data: Data {
    switch self { case .data(let data, _): data }
  }
}
