import Foundation

/// Asserts that a value matches its reference snapshot, recording a test failure when it
/// does not (or when the reference was just recorded).
///
/// ```swift
/// @Test func receiptSummary() {
///   assertSnapshot(of: Receipt(number: 42, customer: "Blob", totalCents: 12_500), as: .dump)
/// }
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name or counter>.<extension>`
/// beside the test file. Works under Swift Testing and XCTest.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How to snapshot it, e.g. `.lines`, `.json`, `.dump`.
///   - name: A name for the snapshot, used in the reference's file name instead of a counter.
///   - recording: The record mode for this assertion; see ``SnapshotTestingConfiguration/Record``.
///   - timeout: Seconds to wait for a strategy that delivers its snapshot later.
///   - fileID: The file ID of the assertion, for the failure's location.
///   - filePath: The test file's path; references are stored beside it.
///   - testName: The test's name, used in the reference's file name.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let request = SnapshotRequest(
    name: name, record: recording, snapshotDirectory: nil, timeout: timeout, fileID: fileID,
    filePath: filePath, testName: testName, line: line, column: column)
  FailureReporter.report(SnapshotVerifier.verify(of: value, as: snapshotting, request), request)
}

/// Asserts that a value matches its reference snapshot, from an `async` test. Strategies that
/// make their snapshot asynchronously are awaited here instead of blocking a thread.
///
/// ```swift
/// @Test func profile() async {
///   await assertSnapshot(of: await api.profile(id: 7), as: .json)
/// }
/// ```
///
/// The parameters are those of the synchronous ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () async throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let request = SnapshotRequest(
    name: name, record: recording, snapshotDirectory: nil, timeout: timeout, fileID: fileID,
    filePath: filePath, testName: testName, line: line, column: column)
  let verdict = await SnapshotVerifier.verify(of: value, as: snapshotting, request)
  FailureReporter.report(verdict, request)
}

/// Asserts a value against several named strategies; each name becomes the snapshot's name.
/// The strategies run in the order of their names.
///
/// ```swift
/// assertSnapshots(of: invoice, as: ["summary": .lines, "full": .dump])
/// ```
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let evaluated = Result { try value() }
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try evaluated.get(), as: strategy, named: name, record: recording, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts a value against several strategies, numbered in order.
///
/// ```swift
/// assertSnapshots(of: invoice, as: [.lines, .json])
/// ```
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let evaluated = Result { try value() }
  for strategy in strategies {
    assertSnapshot(
      of: try evaluated.get(), as: strategy, record: recording, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Compares a value with its reference and returns the failure message, or `nil` when it
/// matches. Nothing is reported to the test framework: use it to build your own assertion.
///
/// ```swift
/// func assertLocalized(_ screen: Screen, file: StaticString = #filePath, line: UInt = #line) {
///   let failure = verifySnapshot(
///     of: screen.text, as: .lines, snapshotDirectory: "Fixtures/Screens", file: file, line: line)
///   if let failure { XCTFail(failure, file: file, line: line) }
/// }
/// ```
///
/// - Parameter snapshotDirectory: A folder to keep the reference in, instead of
///   `__Snapshots__/<TestFile>/` beside the test file.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let request = SnapshotRequest(
    name: name, record: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
    fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
  return SnapshotVerifier.verify(of: value, as: snapshotting, request).failure
}

/// The `async` form of ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``.
///
/// ```swift
/// let failure = await verifySnapshot(of: await page.text(), as: .lines, snapshotDirectory: "Pages")
/// ```
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () async throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) async -> String? {
  let request = SnapshotRequest(
    name: name, record: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
    fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
  return await SnapshotVerifier.verify(of: value, as: snapshotting, request).failure
}
