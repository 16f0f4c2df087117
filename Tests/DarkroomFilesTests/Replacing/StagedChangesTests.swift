import DarkroomFiles
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Changes to several files at once: all or none, finished by the next run when a journal
/// was written, and errors that name the folder when the disk is full or read-only.
@Suite struct StagedChangesTests {
  func makeFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "darkroom-staged-\(UUID().uuidString)"
    try FileBytes.createFolders(folder)
    for (name, text) in [("a.txt", "old a"), ("b.txt", "old b"), ("gone.txt", "old"), ("mine.txt", "a person's")] {
      try FileBytes.writeAtomically(Array(text.utf8), to: folder + "/" + name)
    }
    return folder
  }

  func contents(_ folder: String) -> [String: String] {
    var files: [String: String] = [:]
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      for name in (try? FileTree.list(path)) ?? [] {
        let child = relative.isEmpty ? name : relative + "/" + name
        if FileTree.isFolder(folder + "/" + child) {
          walk(child)
        } else {
          files[child] = String(decoding: (try? FileBytes.read(folder + "/" + child)) ?? [], as: UTF8.self)
        }
      }
    }
    walk("")
    return files
  }

  let expectedNew = ["a.txt": "new a", "b.txt": "old b", "c/d.txt": "new d", "mine.txt": "a person's"]

  func change(_ folder: String) throws(FileError) {
    let changes = try StagedChanges.begin(in: folder, operation: "a test export")
    // As the commands do: a change that fails is dropped, unless its journal is written.
    defer { changes.abandon() }
    try FileBytes.writeAtomically(Array("new a".utf8), to: changes.path("a.txt"))
    try FileBytes.writeAtomically(Array("new d".utf8), to: changes.path("c/d.txt"), creatingFolder: true)
    try changes.commit(putting: ["a.txt", "c/d.txt"], removing: ["gone.txt"])
  }

  @Test func aCommitPutsEveryFileAndRemovesWhatItNamesAndNothingElse() throws {
    let folder = try makeFolder()
    defer { FileTree.remove(folder) }
    try change(folder)
    #expect(contents(folder) == expectedNew)
    #expect(StagedChanges.recover(folder).isEmpty)
  }

  @Test func stoppedAtEveryStepTheFolderIsOldOrIsFinishedByTheNextRun() throws {
    let probe = try makeFolder()
    let steps = try FileFaults.counting { () throws(FileError) in try change(probe) }
    FileTree.remove(probe)
    #expect(steps > 5)
    for step in 1...steps {
      let folder = try makeFolder()
      defer { FileTree.remove(folder) }
      let old = contents(folder)
      // A failed removal of the staging folder cannot be reported, and is left for the next run.
      _ = try? FileFaults.injecting(.fail(EIO), at: step) { () throws(FileError) in try change(folder) }
      let notices = StagedChanges.recover(folder)
      let after = contents(folder)
      #expect(after == old || after == expectedNew, "step \(step) of \(steps) left a mix: \(after)")
      #expect(notices.count <= 1, "step \(step)")
      if let notice = notices.first {
        #expect(notice.hasPrefix("an interrupted a test export ") || notice.hasPrefix("an interrupted run "), "step \(step): \(notice)")
      }
      #expect(try FileTree.list(folder).allSatisfy { !$0.hasPrefix(".") }, "step \(step): nothing is left behind")
      try change(folder)
      #expect(contents(folder) == expectedNew, "step \(step): the next run goes on")
    }
  }

  @Test func aFullDiskIsAnErrorNamingTheFileAndSayingWhatToDo() throws {
    let folder = try makeFolder()
    defer { FileTree.remove(folder) }
    #expect {
      try FileFaults.injecting(.fail(ENOSPC), at: 3) { () throws(FileError) in try change(folder) }
    } throws: { error in
      "\(error)".hasPrefix("Could not write \(folder)/.darkroom-staging-") && "\(error)".hasSuffix("No space left on device. Free some disk space and try again.")
    }
    _ = StagedChanges.recover(folder)
    #expect(contents(folder) == ["a.txt": "old a", "b.txt": "old b", "gone.txt": "old", "mine.txt": "a person's"])
  }

  @Test func aReadOnlyFolderIsAnErrorNamingIt() throws {
    let folder = try makeFolder()
    defer {
      chmod(folder, 0o755)
      FileTree.remove(folder)
    }
    chmod(folder, 0o555)
    // The superuser writes through permissions; the file layer then plays the read-only disk.
    let enforced = open(folder + "/probe", O_WRONLY | O_CREAT, 0o644) < 0
    unlink(folder + "/probe")
    #expect {
      if enforced { try change(folder) } else { try FileFaults.injecting(.fail(EROFS), at: 1) { () throws(FileError) in try change(folder) } }
    } throws: { error in
      "\(error)".contains(folder) && "\(error)".hasSuffix("Check the permissions, or choose another path.")
    }
  }

  @Test func replacingAFolderSwapsItWholeAndLeavesNoOldCopy() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    try FileBytes.writeAtomically(Array("old".utf8), to: root + "/Baselines/a.png", creatingFolder: true)
    try FileBytes.writeAtomically(Array("new".utf8), to: root + "/Baselines.recording-1/b.png", creatingFolder: true)
    try FolderSwap.replace(root + "/Baselines", with: root + "/Baselines.recording-1", aside: root + "/Baselines.replaced-1")
    #expect(try FileTree.list(root + "/Baselines") == ["b.png"])
    #expect(!FileTree.exists(root + "/Baselines.recording-1") && !FileTree.exists(root + "/Baselines.replaced-1"))
  }
}
