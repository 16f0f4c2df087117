import Foundation

extension Snapshotting where Format == String {
  /// Snapshots any value as an indented tree of its properties, the same in every run.
  ///
  /// ```swift
  /// assertSnapshot(of: user, as: .dump)
  /// ```
  ///
  /// ```text
  /// ▿ User
  ///   - bio: "Blobbed around the world."
  ///   - id: 1
  ///   - name: "Blobby"
  /// ```
  ///
  /// The text is the one swift-snapshot-testing's `.dump` writes, so its references match as
  /// they are: properties, dictionaries and sets sorted, dates in UTC ISO 8601, a class that
  /// refers back to itself marked instead of followed, and no memory addresses. A type can
  /// choose its own text by conforming to ``AnySnapshotStringConvertible``.
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

extension String: AnySnapshotStringConvertible {
  /// The string quoted and escaped, as Swift writes it in source: `"Hello, world!"`.
  public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
  /// The substring quoted and escaped: `"Hello"`.
  public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
  /// The character quoted: `"a"`.
  public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
  /// The size: `13 bytes`.
  public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
  /// The date in UTC, to the second: `2001-01-01T00:00:00Z`.
  public var snapshotDescription: String { formatted(Date.ISO8601FormatStyle(timeZone: .gmt)) }
}

extension URL: AnySnapshotStringConvertible {
  /// The absolute URL: `https://www.pointfree.co`.
  public var snapshotDescription: String { debugDescription }
}

extension NSObject: AnySnapshotStringConvertible {
  /// The object's `debugDescription` without its address: `<NSObject>`.
  public var snapshotDescription: String {
    DeterministicDump.withoutAddresses(debugDescription, minimumDigits: 1)
  }
}
