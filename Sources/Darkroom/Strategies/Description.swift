extension Snapshotting where Format == String {
  /// Snapshots a value's `description` (`String(describing:)`) as text.
  ///
  /// ```swift
  /// assertSnapshot(of: Version(major: 2, minor: 1), as: .description)
  /// ```
  public static var description: Snapshotting {
    SimplySnapshotting.lines.pullback { String(describing: $0) }
  }
}
