/// What one input did to its reader. `value` and `rejected` are the two acceptable ends;
/// the others are findings.
///
/// ```swift
/// let outcome = FuzzHarness.run(.png, bytes, in: scratch)
/// if outcome.isFinding { print(outcome.tag, outcome.detail) }
/// ```
public enum FuzzOutcome: Sendable, Equatable {
  /// The reader returned a value (a short description of it).
  case value(String)
  /// The reader threw its typed error, which names the file.
  case rejected(String)
  /// The reader threw an error of a type it does not declare.
  case untypedError(String)
  /// The typed error does not name the file it is about.
  case unnamedFile(String)
  /// The value contradicts another reading of the same input (two decoders disagree, a
  /// round trip changes it).
  case inconsistent(String)
  /// Reading the input took more memory than any input of its size should.
  case unboundedMemory(String)

  public var isFinding: Bool {
    switch self {
    case .value, .rejected: false
    case .untypedError, .unnamedFile, .inconsistent, .unboundedMemory: true
    }
  }

  /// One word for reports and the worker's protocol.
  public var tag: String {
    switch self {
    case .value: "value"
    case .rejected: "rejected"
    case .untypedError: "untyped-error"
    case .unnamedFile: "unnamed-file"
    case .inconsistent: "inconsistent"
    case .unboundedMemory: "memory"
    }
  }

  public var detail: String {
    switch self {
    case .value(let text), .rejected(let text), .untypedError(let text), .unnamedFile(let text), .inconsistent(let text),
      .unboundedMemory(let text): text
    }
  }

  /// A rejection whose message must name `file`.
  static func rejection(_ message: String, naming file: String) -> FuzzOutcome {
    message.contains(file) ? .rejected(message) : .unnamedFile(message)
  }
}
