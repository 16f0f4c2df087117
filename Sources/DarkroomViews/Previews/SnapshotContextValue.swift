/// A value in a snapshot's sidecar `context`: a string, number, boolean or nested object,
/// written with literals.
///
/// ```swift
/// content.snapshotAdditionalContext(["fixture": "city-route", "stops": 3, "cached": true,
///                                    "route": ["from": "A", "to": "B"]])
/// ```
public enum SnapshotContextValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral
{
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case object([String: SnapshotContextValue])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(dictionaryLiteral elements: (String, SnapshotContextValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The two objects merged, `other`'s keys winning; nested objects merge too.
  public static func merge(_ base: [String: SnapshotContextValue], _ other: [String: SnapshotContextValue])
    -> [String: SnapshotContextValue]
  {
    base.merging(other) { old, new in
      if case .object(let a) = old, case .object(let b) = new { return .object(merge(a, b)) }
      return new
    }
  }
}
