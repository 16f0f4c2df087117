import Foundation

// swift-snapshot-testing's older `record: Bool` arguments, for code that passes a variable.
// A literal (`record: true`) already reads as a record mode.

extension SnapshotTestingConfiguration.Record {
  /// `true` is `.all`, `false` is `.missing`, `nil` leaves the mode to the scope.
  init?(recording: Bool?) {
    guard let recording else { return nil }
    self = recording ? .all : .missing
  }
}

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` with a
/// `Bool` record flag: `true` records everything (`.all`), `false` records what is missing.
///
/// ```swift
/// assertSnapshot(of: user, as: .dump, record: shouldRecord)   // prefer record: .all
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name, record: .init(recording: recording), timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with a `Bool` record flag.
///
/// ```swift
/// let failure = verifySnapshot(of: user, as: .dump, record: shouldRecord)
/// ```
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: .init(recording: recording),
    snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}
