import Foundation

/// Where a snapshot's reference lives, and where a failed new value is written.
///
/// References sit beside the test file, named after the test as swift-snapshot-testing names
/// them: `__Snapshots__/<TestFile>/<test>.<name or counter>.<extension>`, or
/// `<Suite>.<test>.…` when the configuration asks for suite names
/// (``SnapshotTestingConfiguration/ReferenceNaming/suiteAndTestName``).
/// Failed values go to `$SNAPSHOT_ARTIFACTS/<TestFile>/` (or a folder in the temporary
/// directory) under the same file name.
struct ReferenceLocation: Sendable {
  /// Replaces the test file's folder, so that tests of the assertions keep their references
  /// in a temporary folder while the rest of the layout stays as it is.
  @TaskLocal static var testFileDirectoryOverride: URL?

  /// The folder holding the reference.
  var directory: URL
  /// The reference's file name.
  var fileName: String
  /// The test file's name without `.swift`, which groups artifacts.
  var testFileName: String

  var referenceURL: URL { directory.appendingPathComponent(fileName) }

  /// The name shared by the reference and everything written about it, without the extension.
  var baseName: String

  init(
    filePath: String, snapshotDirectory: String?, suite: String?, testName: String,
    identifier: String, pathExtension: String?
  ) {
    let fileURL = URL(fileURLWithPath: filePath)
    testFileName = fileURL.deletingPathExtension().lastPathComponent
    if let snapshotDirectory {
      directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
    } else {
      directory = (Self.testFileDirectoryOverride ?? fileURL.deletingLastPathComponent())
        .appendingPathComponent("__Snapshots__", isDirectory: true)
        .appendingPathComponent(testFileName, isDirectory: true)
    }
    let suiteComponents = suite.map { $0.split(separator: ".").map { ReferenceName.sanitize(String($0)) } } ?? []
    baseName = (suiteComponents + [ReferenceName.sanitize(testName), identifier]).joined(separator: ".")
    if let pathExtension, !pathExtension.isEmpty {
      fileName = baseName + "." + pathExtension
    } else {
      fileName = baseName
    }
  }

  /// The folder failed values are written to.
  static var artifactsDirectory: URL {
    if let configured = ProcessEnvironment["SNAPSHOT_ARTIFACTS"], !configured.isEmpty {
      return URL(fileURLWithPath: configured, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("darkroom-artifacts", isDirectory: true)
  }

  /// Where the failed new value is written.
  var artifactURL: URL {
    Self.artifactsDirectory.appendingPathComponent(testFileName, isDirectory: true)
      .appendingPathComponent(fileName)
  }

  /// Where an attachment about this snapshot is written, beside the failed value.
  func artifactURL(forAttachment name: String) -> URL {
    Self.artifactsDirectory.appendingPathComponent(testFileName, isDirectory: true)
      .appendingPathComponent(baseName + "." + name)
  }
}
