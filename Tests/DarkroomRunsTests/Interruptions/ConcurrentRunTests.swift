import DarkroomFiles
import DarkroomRuns
import DarkroomRunsCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two runs on the same baselines at once take turns: each finishes, and the folder is
/// wholly the one or the other, never a mix of the two.
@MainActor @Suite(.serialized) struct ConcurrentRunTests {
  func files(_ folder: String) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in (try? FileTree.list(folder)) ?? [] { files[name] = try? FileBytes.read(folder + "/" + name) }
    return files
  }

  func options(_ folder: RunFolder) -> RunOptions {
    var options = folder.options(.record)
    options.showsProgress = false
    return options
  }

  @Test func twoRecordsAtOnceTakeTurnsAndLeaveOneWholeSet() throws {
    let first = sampleMatrix(version: 1, languages: ["en", "ja"])
    let second = sampleMatrix(version: 2, languages: ["en", "ar"])
    let references = RunFolder()
    let shared = RunFolder()
    defer {
      references.remove()
      shared.remove()
    }
    _ = try RunEngine.run(first, options(references))
    let firstSet = files(references.baselines)
    _ = try RunEngine.run(second, options(references))
    let secondSet = files(references.baselines)

    for _ in 0..<3 {
      let child = fork()
      if child == 0 {
        alarm(60)
        let recorded = (try? RunEngine.run(second, options(shared))) != nil
        _exit(recorded ? 0 : 1)
      }
      try #require(child > 0)
      let recorded = Result { try RunEngine.run(first, options(shared)) }
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      #expect(status == 0, "the other record finished too")
      #expect(throws: Never.self) { try recorded.get() }
      let found = files(shared.baselines)
      #expect(found == firstSet || found == secondSet, "the baselines are one whole set: \(found.keys.sorted())")
      #expect(!FileTree.exists(FolderLock.lockPath(for: shared.baselines)), "both let go of the lock")
    }
  }
}
