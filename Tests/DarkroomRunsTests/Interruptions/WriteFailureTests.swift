import DarkroomFiles
import DarkroomRuns
import DarkroomRunsCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A full disk or a read-only folder stops a run with an error naming the folder, and
/// leaves what was there.
@MainActor @Suite(.serialized) struct WriteFailureTests {
  @Test func aFullDiskWhileRecordingNamesTheFolderAndKeepsTheOldBaselines() throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try RunEngine.run(sampleMatrix(), folder.options(.record))
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted()
    let manifest = read(folder.baselines + "/manifest.json")
    #expect {
      try FileFaults.injecting(.fail(ENOSPC), at: 4) { try RunEngine.run(sampleMatrix(version: 2), folder.options(.record)) }
    } throws: { error in
      "\(error)".contains(folder.baselines) && "\(error)".contains("No space left on device")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted() == before)
    #expect(read(folder.baselines + "/manifest.json") == manifest)
  }

  @Test func aReadOnlyReportFolderNamesItAndKeepsThePreviousReport() throws {
    let folder = RunFolder()
    defer {
      chmod(folder.report, 0o755)
      folder.remove()
    }
    _ = try RunEngine.run(sampleMatrix(), folder.options(.record))
    _ = try RunEngine.run(sampleMatrix(), folder.options(.verify))
    let summary = read(folder.report + "/summary.json")
    chmod(folder.report, 0o555)
    // The superuser writes through permissions; the file layer then plays the read-only disk.
    let enforced = open(folder.report + "/probe", O_WRONLY | O_CREAT, 0o644) < 0
    unlink(folder.report + "/probe")
    #expect {
      if enforced {
        try RunEngine.run(sampleMatrix(version: 2), folder.options(.verify))
      } else {
        try FileFaults.injecting(.fail(EROFS), at: 1) { try RunEngine.run(sampleMatrix(version: 2), folder.options(.verify)) }
      }
    } throws: { error in
      "\(error)".hasPrefix("cannot write the report in \(folder.report) (") && "\(error)".contains("Check the permissions")
    }
    #expect(read(folder.report + "/summary.json") == summary)
  }
}
