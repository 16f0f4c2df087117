import DarkroomFiles
import Foundation
import Testing

/// Two runs on one folder: a writer holds it alone, readers share it, a second writer waits
/// or is refused with the holder named, and a lock a killed process left is taken over.
@Suite struct FolderLockTests {
  func makeFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "darkroom-lock-\(UUID().uuidString)"
    try FileBytes.createFolders(folder + "/Baselines")
    return folder
  }

  @Test func aSecondWriterIsRefusedWithTheHoldersProcessAndPurpose() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    let first = try FolderLock.acquire(root + "/Baselines", for: "darkroom run record")
    #expect(FileTree.exists(root + "/.Baselines.darkroom-lock"), "the lock lives beside the folder, which record replaces")
    #expect {
      try FolderLock.acquire(root + "/Baselines", for: "darkroom run accept", waits: false)
    } throws: { error in
      "\(error)" == "\(root)/Baselines is in use by process \(getpid()) (darkroom run record); try again when it has finished"
    }
    first.release()
    #expect(!FileTree.exists(root + "/.Baselines.darkroom-lock"), "a released lock leaves no file")
    let second = try FolderLock.acquire(root + "/Baselines", for: "darkroom run accept", waits: false)
    #expect(second.notices.isEmpty)
    second.release()
  }

  @Test func readersShareTheLockAndKeepAWriterOut() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    let reader = try FolderLock.acquire(root + "/Baselines", for: "darkroom run verify", shared: true)
    let other = try FolderLock.acquire(root + "/Baselines", for: "darkroom run verify", shared: true, waits: false)
    #expect(throws: FolderLockError.self) { try FolderLock.acquire(root + "/Baselines", for: "darkroom run record", waits: false) }
    reader.release()
    #expect(throws: FolderLockError.self) { try FolderLock.acquire(root + "/Baselines", for: "darkroom run record", waits: false) }
    other.release()
    #expect(!FileTree.exists(root + "/.Baselines.darkroom-lock"), "the last reader removes the file")
    try FolderLock.acquire(root + "/Baselines", for: "darkroom run record", waits: false).release()
  }

  @Test func aWaitingWriterStartsOnlyAfterTheHolderReleases() async throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    let holder = try FolderLock.acquire(root + "/Baselines", for: "darkroom run record")
    let events = Events()
    let waiter = Thread {
      let lock = try? FolderLock.acquire(root + "/Baselines", for: "darkroom run accept") { line in events.add("waiting: " + line) }
      events.add("acquired")
      lock?.release()
      events.finish()
    }
    waiter.start()
    events.waitFor { $0.contains { $0.hasPrefix("waiting") } }
    events.add("released")
    holder.release()
    events.waitUntilFinished()
    #expect(events.all == ["waiting: \(root)/Baselines is in use by process \(getpid()) (darkroom run record); waiting for it to finish", "released", "acquired"])
  }

  @Test func aLockLeftByAKilledProcessIsTakenOverAndSaidSo() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    // What a killed writer leaves: its line in a file no process holds.
    try FileBytes.writeAtomically(Array("process 4194301 (darkroom run record)".utf8), to: root + "/.Baselines.darkroom-lock")
    let lock = try FolderLock.acquire(root + "/Baselines", for: "darkroom run verify", waits: false)
    #expect(lock.notices == ["took over the lock of \(root)/Baselines left by process 4194301 (darkroom run record), which ended without releasing it"])
    #expect(String(decoding: try FileBytes.read(root + "/.Baselines.darkroom-lock"), as: UTF8.self) == "process \(getpid()) (darkroom run verify)")
    lock.release()
  }

  @Test func aReaderOfAMissingFolderCreatesNothing() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    let lock = try FolderLock.acquire(root + "/typo/Baselines", for: "darkroom run verify", shared: true)
    lock.release()
    #expect(!FileTree.exists(root + "/typo"))
  }

  @Test func aFolderWhoseLockCannotBeMadeIsAnErrorNamingIt() throws {
    let root = try makeFolder()
    defer { FileTree.remove(root) }
    try FileBytes.writeAtomically([], to: root + "/file")
    #expect {
      try FolderLock.acquire(root + "/file/Baselines", for: "darkroom run record")
    } throws: { error in
      "\(error)".hasPrefix("cannot lock \(root)/file/Baselines: could not create \(root)/file/.Baselines.darkroom-lock (Not a directory)")
    }
  }
}

/// What two threads did, in order.
final class Events: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [String] = []
  private var finished = false

  var all: [String] { condition.withLock { events } }

  func add(_ event: String) {
    condition.withLock {
      events.append(event)
      condition.broadcast()
    }
  }

  func finish() {
    condition.withLock {
      finished = true
      condition.broadcast()
    }
  }

  func waitFor(_ predicate: ([String]) -> Bool) {
    condition.withLock { while !predicate(events) { condition.wait() } }
  }

  func waitUntilFinished() {
    condition.withLock { while !finished { condition.wait() } }
  }
}
