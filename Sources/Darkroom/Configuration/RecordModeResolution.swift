/// Decides an assertion's record mode.
///
/// In order, the first that is set wins:
/// 1. `DARKROOM_RECORD`: it forces a mode for the whole run, over everything the tests say,
///    e.g. `DARKROOM_RECORD=all swift test` to re-record everything;
/// 2. the assertion's `record:` argument;
/// 3. the scope's configuration (`withSnapshotTesting`, the `.snapshots` trait);
/// 4. a mode set through swift-snapshot-testing's globals (`isRecording`, `_record`);
/// 5. `SNAPSHOT_TESTING_RECORD`: the default for the run, as swift-snapshot-testing reads it,
///    so an explicit `record:` or scope still wins over it;
/// 6. `.never` when `CI` is set, so a missing reference fails on CI instead of being written;
/// 7. `.missing`.
enum RecordModeResolution {
  /// Forces a mode over everything else.
  static let forcingVariable = "DARKROOM_RECORD"
  /// Sets the default, as swift-snapshot-testing reads it.
  static let defaultVariable = "SNAPSHOT_TESTING_RECORD"

  struct InvalidRecordMode: Error, CustomStringConvertible {
    var variable: String
    var value: String
    var description: String {
      "The environment variable \(variable)=\"\(value)\" is not a record mode. "
        + "Set it to one of all, missing, failed or never, or unset it."
    }
  }

  static func resolve(argument: SnapshotTestingConfiguration.Record?) throws(InvalidRecordMode)
    -> SnapshotTestingConfiguration.Record
  {
    if let forced = try forcedByEnvironment() { return forced }
    if let argument { return argument }
    if let scoped = SnapshotTestingConfiguration.current?.record { return scoped }
    if let global = ProcessDefaults.record.withLock({ $0 }) { return global }
    return try unscopedDefault()
  }

  /// The mode `DARKROOM_RECORD` forces for the whole run, if it is set.
  static func forcedByEnvironment() throws(InvalidRecordMode) -> SnapshotTestingConfiguration.Record? {
    try mode(in: forcingVariable)
  }

  /// The mode when nothing in the tests chose one: `SNAPSHOT_TESTING_RECORD` if it is set,
  /// else `.never` on CI and `.missing` elsewhere.
  static func unscopedDefault() throws(InvalidRecordMode) -> SnapshotTestingConfiguration.Record {
    if let chosen = try mode(in: defaultVariable) { return chosen }
    return ProcessEnvironment.isEnabled("CI") ? .never : .missing
  }

  private static func mode(in variable: String) throws(InvalidRecordMode) -> SnapshotTestingConfiguration.Record? {
    guard let value = ProcessEnvironment[variable], !value.isEmpty else { return nil }
    guard let mode = SnapshotTestingConfiguration.Record(rawValue: value.lowercased()) else {
      throw InvalidRecordMode(variable: variable, value: value)
    }
    return mode
  }
}
