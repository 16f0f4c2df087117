import Foundation

@testable import Darkroom

/// A temporary folder standing in for the test file's folder, with the environment of the
/// assertions replaced and their failures collected instead of reported.
///
/// ```swift
/// let sandbox = try SnapshotSandbox()
/// let failures = sandbox.run { assertSnapshot(of: "a", as: .lines) }
/// ```
final class SnapshotSandbox: Sendable {
  let root: URL
  let environment: [String: String]

  init(environment: [String: String] = [:]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("darkroom-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var environment = environment
    environment["SNAPSHOT_ARTIFACTS"] = environment["SNAPSHOT_ARTIFACTS"]
      ?? root.appendingPathComponent("artifacts").path
    self.environment = environment
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Where references of assertions in `file` go.
  func snapshots(for file: StaticString = #filePath) -> URL {
    let name = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    return root.appendingPathComponent("__Snapshots__/\(name)", isDirectory: true)
  }

  var artifacts: URL { URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"]!) }

  /// Runs `body` inside the sandbox, as one run of a test (unnamed snapshots are numbered
  /// from 1 again), and returns the failures its assertions recorded.
  @discardableResult
  func run(_ body: () throws -> Void) rethrows -> [FailureReporter.Captured] {
    let capture = FailureReporter.Capture()
    try FailureReporter.$capture.withValue(capture) {
      try inside(body)
    }
    return capture.failures
  }

  /// Runs `async` assertions inside the sandbox and returns their failures.
  @discardableResult
  func run(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async rethrows
    -> [FailureReporter.Captured]
  {
    let capture = FailureReporter.Capture()
    try await FailureReporter.$capture.withValue(capture) {
      try await ProcessEnvironment.$override.withValue(environment) {
        try await ReferenceLocation.$testFileDirectoryOverride.withValue(root) {
          try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
            try await body()
          }
        }
      }
    }
    return capture.failures
  }

  /// Runs `body` with the sandbox's folder and environment, reporting failures as usual.
  /// Each call is a new run of the test unless `keepingCounters` leaves numbering to the
  /// test framework.
  func inside<R>(keepingCounters: Bool = false, _ body: () throws -> R) rethrows -> R {
    try ProcessEnvironment.$override.withValue(environment) {
      try ReferenceLocation.$testFileDirectoryOverride.withValue(root) {
        try SnapshotCounter.$scoped.withValue(keepingCounters ? SnapshotCounter.scoped : SnapshotCounter()) {
          try body()
        }
      }
    }
  }

  func files(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func read(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
