/// Decides an assertion's record mode.
///
/// In order, the first that is set wins:
/// 1. `DARKROOM_RECORD`, then `SNAPSHOT_TESTING_RECORD`: they force a mode for the whole run,
///    e.g. `DARKROOM_RECORD=all swift test` to re-record everything;
/// 2. the assertion's `record:` argument;
/// 3. the scope's configuration (`withSnapshotTesting`, the `.snapshots` trait);
/// 4. a mode set through swift-snapshot-testing's globals (`isRecording`, `_record`);
/// 5. `.never` when `CI` is set, so a missing reference fails on CI instead of being written;
/// 6. `.missing`.
enum RecordModeResolution {
  static let environmentVariables = ["DARKROOM_RECORD", "SNAPSHOT_TESTING_RECORD"]

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
    return unscopedDefault
  }

  /// The mode forced for the whole run by an environment variable, if one is set.
  static func forcedByEnvironment() throws(InvalidRecordMode) -> SnapshotTestingConfiguration.Record? {
    for variable in environmentVariables {
      guard let value = ProcessEnvironment[variable], !value.isEmpty else { continue }
      guard let mode = SnapshotTestingConfiguration.Record(rawValue: value.lowercased()) else {
        throw InvalidRecordMode(variable: variable, value: value)
      }
      return mode
    }
    return nil
  }

  /// The mode when nothing chose one: `.never` on CI, `.missing` elsewhere.
  static var unscopedDefault: SnapshotTestingConfiguration.Record {
    ProcessEnvironment.isEnabled("CI") ? .never : .missing
  }
}
