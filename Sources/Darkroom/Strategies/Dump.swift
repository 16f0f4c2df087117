extension Snapshotting where Format == String {
  /// Snapshots any value as an indented tree of its properties, the same in every run.
  ///
  /// ```swift
  /// assertSnapshot(of: cart, as: .dump)
  /// ```
  ///
  /// ```text
  /// ▿ Cart
  ///   ▿ items: 2 elements
  ///     ▿ Item
  ///       - name: "Tea"
  ///       - price: 3.5
  ///     ▿ Item
  ///       - name: "Cake"
  ///       - price: 4.0
  ///   - updated: 2026-11-29T09:41:00Z
  /// ```
  ///
  /// Dictionaries and sets are sorted, memory addresses never appear, dates are written in
  /// UTC ISO 8601, and a class that refers back to itself is marked instead of followed.
  /// A type can choose its own text by conforming to ``AnySnapshotStringConvertible``.
  public static var dump: Snapshotting {
    SimplySnapshotting.lines.pullback { DeterministicDump.render($0) }
  }
}

/// A type that chooses how `.dump` writes it.
///
/// ```swift
/// extension Money: AnySnapshotStringConvertible {
///   var snapshotDescription: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol AnySnapshotStringConvertible {
  /// Whether `.dump` also writes the value's properties below its description.
  static var renderChildren: Bool { get }
  /// The text `.dump` writes for the value.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  public static var renderChildren: Bool { false }
}
