import Testing

@testable import Darkroom

@Suite struct RecordModeResolutionTests {
  typealias Record = SnapshotTestingConfiguration.Record

  private func resolve(_ argument: Record?, environment: [String: String], scoped: Record? = nil) throws -> Record {
    try ProcessEnvironment.$override.withValue(environment) {
      try withSnapshotTesting(record: scoped) {
        try RecordModeResolution.resolve(argument: argument)
      }
    }
  }

  @Test func defaultIsMissingLocallyAndNeverOnCI() throws {
    #expect(try resolve(nil, environment: [:]) == .missing)
    #expect(try resolve(nil, environment: ["CI": "true"]) == .never)
    #expect(try resolve(nil, environment: ["CI": "1"]) == .never)
    #expect(try resolve(nil, environment: ["CI": "false"]) == .missing)
    #expect(try resolve(nil, environment: ["CI": ""]) == .missing)
  }

  @Test func argumentBeatsScopeWhichBeatsCI() throws {
    #expect(try resolve(.failed, environment: ["CI": "1"], scoped: .all) == .failed)
    #expect(try resolve(nil, environment: ["CI": "1"], scoped: .all) == .all)
  }

  @Test func darkroomRecordForcesAModeOverEverything() throws {
    #expect(try resolve(.never, environment: ["DARKROOM_RECORD": "all"], scoped: .missing) == .all)
    #expect(try resolve(nil, environment: ["DARKROOM_RECORD": "missing", "SNAPSHOT_TESTING_RECORD": "all"]) == .missing)
    #expect(try resolve(.failed, environment: ["DARKROOM_RECORD": "never", "CI": "1"]) == .never)
    #expect(try resolve(.all, environment: ["DARKROOM_RECORD": ""]) == .all)
  }

  /// As in swift-snapshot-testing, `SNAPSHOT_TESTING_RECORD` is only the run's default: an
  /// explicit `record:` or `withSnapshotTesting(record:)` wins over it.
  @Test func snapshotTestingRecordIsTheDefaultOnly() throws {
    #expect(try resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
    #expect(try resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "NEVER"]) == .never)
    #expect(try resolve(.never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .never)
    #expect(try resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"], scoped: .missing) == .missing)
    #expect(try resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "1"]) == .all)
  }

  @Test func anInvalidDefaultIsNamedOnlyWhenItIsConsulted() throws {
    #expect(try resolve(.all, environment: ["SNAPSHOT_TESTING_RECORD": "yes"]) == .all)
    let error = #expect(throws: RecordModeResolution.InvalidRecordMode.self) {
      try resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    }
    #expect(error?.description.contains("SNAPSHOT_TESTING_RECORD=\"yes\"") == true)
  }

  @Test func anInvalidValueNamesTheVariableAndTheChoices() {
    let error = #expect(throws: RecordModeResolution.InvalidRecordMode.self) {
      try resolve(nil, environment: ["DARKROOM_RECORD": "alll"])
    }
    #expect(error?.description.contains("DARKROOM_RECORD=\"alll\"") == true)
    #expect(error?.description.contains("all, missing, failed or never") == true)
  }

  @Test func rawValuesRoundTrip() {
    for name in ["all", "missing", "failed", "never"] {
      #expect(Record(rawValue: name)?.rawValue == name)
    }
    #expect(Record(rawValue: "sometimes") == nil)
    #expect(Record.failed.description == ".failed")
  }
}
