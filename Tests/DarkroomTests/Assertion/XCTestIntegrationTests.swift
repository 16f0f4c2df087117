import Foundation
import XCTest

@testable import Darkroom

/// Failures reach XCTest through `XCTFail`, and references are named after the test class.
final class XCTestIntegrationTests: XCTestCase {
  private struct Failure { var message: String; var file: String; var line: Int }
  private var captured: [Failure] = []
  private var isCapturing = false
  private var sandbox: SnapshotSandbox!

  override func setUpWithError() throws {
    sandbox = try SnapshotSandbox()
  }

  /// Collects the snapshot failures recorded while `body` runs; other failures stay failures.
  private func failures(_ body: () -> Void) -> [Failure] {
    captured = []
    isCapturing = true
    sandbox.inside(keepingCounters: true, body)
    isCapturing = false
    return captured
  }

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    guard isCapturing else {
      return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append(Failure(message: description, file: filePath, line: lineNumber))
  }

  func testReferencesAreNamedAfterTheClassAndTheTest() {
    let recorded = failures {
      assertSnapshot(of: "a", as: .lines)
      assertSnapshot(of: "b", as: .lines)
    }
    XCTAssertEqual(sandbox.files(in: sandbox.snapshots()), [
      "testReferencesAreNamedAfterTheClassAndTheTest.1.txt",
      "testReferencesAreNamedAfterTheClassAndTheTest.2.txt",
    ])
    XCTAssertEqual(recorded.count, 2)
  }

  func testCountersStartAgainInEveryTest() {
    // Another test of this class also records `.1`; the counter restarts for each test.
    _ = failures { assertSnapshot(of: "c", as: .lines) }
    XCTAssertEqual(sandbox.files(in: sandbox.snapshots()), ["testCountersStartAgainInEveryTest.1.txt"])
  }

  func testAMismatchIsReportedAtTheAssertionLine() throws {
    try sandbox.write("old\n", to: sandbox.snapshots().appendingPathComponent("testAMismatchIsReportedAtTheAssertionLine.1.txt"))
    let line = #line + 1
    let recorded = failures { assertSnapshot(of: "new\n", as: .lines) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(recorded.first?.file.hasSuffix("XCTestIntegrationTests.swift") ?? false)
    XCTAssertTrue(recorded.first?.message.contains("Snapshot does not match reference.") ?? false)
    XCTAssertTrue(recorded.first?.message.contains("\u{2212}old\n+new") ?? false)
  }

  func testEachRecordModeUnderXCTest() {
    let name = "testEachRecordModeUnderXCTest.mode.txt"
    let reference = sandbox.snapshots().appendingPathComponent(name)
    let never = failures { assertSnapshot(of: "1", as: .lines, named: "mode", record: .never) }
    XCTAssertTrue(never.first?.message.contains("recording is disabled") ?? false)
    XCTAssertTrue(sandbox.files(in: sandbox.snapshots()).isEmpty)

    let missing = failures { assertSnapshot(of: "1", as: .lines, named: "mode", record: .missing) }
    XCTAssertTrue(missing.first?.message.contains("Automatically recorded snapshot") ?? false)
    XCTAssertEqual(sandbox.read(reference), "1")

    XCTAssertTrue(failures { assertSnapshot(of: "1", as: .lines, named: "mode", record: .missing) }.isEmpty)

    let failed = failures { assertSnapshot(of: "2", as: .lines, named: "mode", record: .failed) }
    XCTAssertTrue(failed.first?.message.contains("A new snapshot was automatically recorded") ?? false)
    XCTAssertEqual(sandbox.read(reference), "2")

    let all = failures { assertSnapshot(of: "3", as: .lines, named: "mode", record: .all) }
    XCTAssertTrue(all.first?.message.contains("Record mode is on") ?? false)
    XCTAssertEqual(sandbox.read(reference), "3")
  }

  func testOnCIAMissingReferenceFailsAndIsNotWritten() throws {
    sandbox = try SnapshotSandbox(environment: ["CI": "1"])
    let recorded = failures { assertSnapshot(of: "value", as: .lines, named: "ci") }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.contains("(the default when CI is set)") ?? false)
    XCTAssertTrue(sandbox.files(in: sandbox.snapshots()).isEmpty)
    // Once the reference is committed, CI verifies against it.
    try sandbox.write("value", to: sandbox.snapshots().appendingPathComponent("testOnCIAMissingReferenceFailsAndIsNotWritten.ci.txt"))
    XCTAssertTrue(failures { assertSnapshot(of: "value", as: .lines, named: "ci") }.isEmpty)
    XCTAssertEqual(failures { assertSnapshot(of: "changed", as: .lines, named: "ci") }.count, 1)
  }

  func testAsyncAssertionInXCTest() async throws {
    let sandbox = try XCTUnwrap(sandbox)
    try sandbox.write("x\n", to: sandbox.snapshots().appendingPathComponent("testAsyncAssertionInXCTest.1.txt"))
    let delayed = Snapshotting<String, String>.lines.asyncPullback { (value: String) async -> String in
      try? await Task.sleep(nanoseconds: 1_000_000)
      return value
    }
    isCapturing = true
    captured = []
    await ProcessEnvironment.$override.withValue(sandbox.environment) {
      await ReferenceLocation.$testFileDirectoryOverride.withValue(sandbox.root) {
        await assertSnapshot(of: "x\n", as: delayed)
        await assertSnapshot(of: "y\n", as: delayed)
      }
    }
    isCapturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.message.contains("No reference was found") ?? false)
  }
}
