import DarkroomFiles
import Foundation
import Testing

@testable import Darkroom

@Suite struct ReferenceFileTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-atomic-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writesCreatesFoldersAndReplaces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a/b/c.txt")
    try ReferenceFile.write(Data("one".utf8), to: file)
    try ReferenceFile.write(Data("two".utf8), to: file)
    #expect(try ReferenceFile.read(file) == Data("two".utf8))
    // No temporary files are left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["c.txt"])
  }

  @Test func readingAMissingFileGivesNil() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try ReferenceFile.read(folder.appendingPathComponent("nothing.txt")) == nil)
  }

  @Test func readingAFolderNamesItAndTheReason() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: FileError.self) { try ReferenceFile.read(folder) }
    #expect(error?.description.contains(folder.path) == true)
    #expect(error?.description.contains("Is a directory") == true)
  }

  @Test func aFailedWriteNamesTheFileAndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file where the folder should be: the folder cannot be created.
    let blocker = folder.appendingPathComponent("blocked")
    try Data("x".utf8).write(to: blocker)
    let target = blocker.appendingPathComponent("ref.txt")
    let error = #expect(throws: FileError.self) { try ReferenceFile.write(Data("y".utf8), to: target) }
    #expect(error?.description == "Could not create the folder \(blocker.path): Not a directory.")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blocked"])
  }

  @Test func errorsSayWhatToDo() {
    let full = FileError(.write, path: "/refs/a.txt", code: ENOSPC)
    #expect(full.description == "Could not write /refs/a.txt: No space left on device. Free some disk space and try again.")
    let denied = FileError(.createFolder, path: "/refs", code: EACCES)
    #expect(denied.description.hasPrefix("Could not create the folder /refs: Permission denied."))
  }

  @Test func concurrentWritersNeverLeaveAMixedFile() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("shared.txt")
    // Eight writers, each with a large, distinct content; readers must only ever see one whole.
    let versions = (0..<8).map { Data(String(repeating: "\($0)", count: 300_000).utf8) }
    try ReferenceFile.write(versions[0], to: file)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for version in versions {
        group.addTask {
          for _ in 0..<5 { try ReferenceFile.write(version, to: file) }
        }
      }
      group.addTask {
        for _ in 0..<50 {
          let seen = try ReferenceFile.read(file)
          #expect(seen.map { versions.contains($0) } == true)
        }
      }
      try await group.waitForAll()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shared.txt"])
  }
}
