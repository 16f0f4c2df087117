import XCTest

@_spi(Internals) @testable import Darkroom

/// swift-snapshot-testing's process-wide settings. These change state every test shares, so
/// they run under XCTest, one at a time, and put everything back.
final class ProcessDefaultsTests: XCTestCase {
  override func tearDown() {
    ProcessDefaults.record.withLock { $0 = nil }
    ProcessDefaults.diffTool.withLock { $0 = .default }
    super.tearDown()
  }

  @available(*, deprecated)
  func testIsRecordingSetsTheProcessWideMode() throws {
    try ProcessEnvironment.$override.withValue([:]) {
      XCTAssertFalse(isRecording)
      isRecording = true
      XCTAssertTrue(isRecording)
      XCTAssertEqual(_record, .all)
      XCTAssertEqual(try RecordModeResolution.resolve(argument: nil), .all)
      XCTAssertEqual(try RecordModeResolution.resolve(argument: .never), .never, "an argument still wins")
      Darkroom.record = false
      XCTAssertFalse(isRecording)
      XCTAssertEqual(_record, .missing)
    }
  }

  /// swift-snapshot-testing's `DeprecationTests.testIsRecordingProxy`, with its variable set.
  @available(*, deprecated)
  func testTheGlobalWinsOverSnapshotTestingRecordButNotOverDarkroomRecord() {
    ProcessEnvironment.$override.withValue(["SNAPSHOT_TESTING_RECORD": "never"]) {
      XCTAssertEqual(__record, .never)
      Darkroom.record = true
      XCTAssertEqual(isRecording, true)
      Darkroom.record = false
      XCTAssertEqual(isRecording, false)
      XCTAssertEqual(_record, .missing)
    }
    ProcessEnvironment.$override.withValue(["DARKROOM_RECORD": "all"]) {
      _record = .never
      XCTAssertEqual(__record, .all)
    }
  }

  func testTheRecordModeOfAScopeWinsOverTheGlobal() {
    _record = .failed
    withSnapshotTesting(record: .never) { XCTAssertEqual(_record, .never) }
    XCTAssertEqual(_record, .failed)
  }

  func testWithoutAGlobalTheDefaultFollowsTheEnvironment() {
    ProcessEnvironment.$override.withValue(["CI": "true"]) { XCTAssertEqual(__record, .never) }
    ProcessEnvironment.$override.withValue([:]) { XCTAssertEqual(__record, .missing) }
    ProcessEnvironment.$override.withValue(["SNAPSHOT_TESTING_RECORD": "all"]) { XCTAssertEqual(__record, .all) }
  }

  func testTheDiffToolOfAScopeWinsOverTheGlobal() {
    _diffTool = "meld"
    XCTAssertEqual(_diffTool(currentFilePath: "a", failedFilePath: "b"), "meld a b")
    withSnapshotTesting(diffTool: .ksdiff) {
      XCTAssertEqual(_diffTool(currentFilePath: "a", failedFilePath: "b"), #"ksdiff "a" "b""#)
    }
  }

  func testAScopeWithoutADiffToolGetsTheDefault() {
    withSnapshotTesting(record: .all) {
      XCTAssertEqual(SnapshotTestingConfiguration.current?.diffTool?.isDefault, true)
      XCTAssertNil(SnapshotTestingConfiguration.current?.referenceNaming)
    }
  }

  @available(*, deprecated)
  func testOlderLiteralsStillMeanWhatTheyDid() {
    let recording: SnapshotTestingConfiguration.Record = true
    let notRecording: SnapshotTestingConfiguration.Record = false
    XCTAssertEqual(recording, .all)
    XCTAssertEqual(notRecording, .missing)
    let tool: SnapshotTestingConfiguration.DiffTool = nil
    XCTAssertTrue(tool.isDefault)
  }
}

extension ProcessDefaultsTests {
  @available(*, deprecated)
  func testABooleanRecordFlagStillChoosesTheMode() throws {
    let sandbox = try SnapshotSandbox()
    let flag = true
    let failures = sandbox.run { assertSnapshot(of: "x", as: .lines, record: flag) }
    XCTAssertTrue(failures.first?.message.hasPrefix("Record mode is on.") ?? false)
    let off = false
    XCTAssertNil(sandbox.inside { verifySnapshot(of: "x", as: .lines, record: off, testName: "testABooleanRecordFlagStillChoosesTheMode()") })
  }
}
