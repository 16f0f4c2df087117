import Foundation

@testable import Darkroom
@testable import InlineSnapshotTesting

/// A test source file copied into a temporary folder, with its own pending snapshots, a
/// fixed environment and the assertions' failures collected instead of reported. The
/// assertions run against the copy, so the repository's own test files are never rewritten.
///
/// ```swift
/// let sandbox = try SourceSandbox("assertInlineSnapshot(of: 1, as: .description)\n")
/// let site = try sandbox.call("assertInlineSnapshot(")
/// let failures = sandbox.run { InlineAssertion.check(1, as: .description, at: site) }
/// try sandbox.writePending()
/// ```
final class SourceSandbox: Sendable {
  let folder: URL
  let path: String
  let pending = PendingInlineSnapshots()
  let environment: [String: String]

  init(_ source: String, environment: [String: String] = [:]) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inline-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("CopiedTests.swift").path
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    self.environment = environment
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The copy's text now.
  var text: String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>"
  }

  /// The site of the `occurrence`-th call whose text starts with `marker`; its column is that
  /// of the marker's last character, the `(` or `{` the compiler points at.
  func call(_ marker: String, occurrence: Int = 1, function: String = "test()") throws -> InlineAssertionSite {
    let bytes = Array(text.utf8)
    let needle = Array(marker.utf8)
    var found = 0
    for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
      found += 1
      guard found == occurrence else { continue }
      let offset = start + needle.count - 1
      let line = bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1
      let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      return InlineAssertionSite(
        fileID: #fileID, filePath: #filePath, sourcePath: path, function: function,
        line: UInt(line), column: UInt(offset - lineStart + 1))
    }
    throw MissingMarker(marker: marker)
  }

  /// Runs assertions with this sandbox's pending snapshots and environment; returns the
  /// failure messages they reported.
  @discardableResult
  func run(_ body: () -> Void) -> [String] {
    let capture = FailureReporter.Capture()
    FailureReporter.$capture.withValue(capture) {
      ProcessEnvironment.$override.withValue(environment) {
        PendingInlineSnapshots.$override.withValue(pending) {
          body()
        }
      }
    }
    return capture.failures.map(\.message)
  }

  /// Writes the recorded snapshots into the copy, as the end of a test run does.
  @discardableResult
  func writePending() -> [PendingInlineSnapshots.Outcome] {
    pending.write()
  }
}

/// A sandbox source without the text a test looks for.
struct MissingMarker: Error {
  var marker: String
}

extension InlineAssertion {
  /// `assertInlineSnapshot` at a sandbox site, with its defaults.
  static func check<Value>(
    _ value: Value?, as strategy: Snapshotting<Value, String>, at site: InlineAssertionSite,
    record: SnapshotTestingConfiguration.Record? = nil, message: String = "",
    descriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches expected: (() -> String)? = nil
  ) {
    verify(
      of: { value }, as: strategy, message: { message }, record: record, timeout: 5,
      syntaxDescriptor: descriptor, expected: expected, at: site)
  }
}
