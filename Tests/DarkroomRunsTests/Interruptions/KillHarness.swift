import DarkroomFiles
import Foundation
import SeededRandom

#if canImport(Glibc)
  import Glibc
#endif

/// Kills an operation at chosen steps of its work on the disk and sorts what each kill left:
/// the folder as it was, the folder as the operation makes it, or a mix.
///
/// An operation runs in a child of this process, which `SIGKILL`s itself at the chosen
/// step (``FileFaults``); the folders are then compared, file by file, with the old and
/// new states. The leftovers a killed run may leave (hidden staging folders, the lock
/// file, a sibling recording) are not part of a folder's state: the next run removes them.
@MainActor struct KillHarness {
  /// One operation on a fixed root folder.
  struct Operation {
    let name: String
    /// The folders it changes, relative to the root.
    let folders: [String]
    /// Makes the old state.
    let prepare: @MainActor (String) throws -> Void
    /// Does the operation (the next run does it again).
    let act: @MainActor (String) throws -> Void
    /// What the next run does before anything else: takes over and cleans up. Returns what
    /// it says it found.
    let recover: @MainActor (String) -> [String]
  }

  /// What one kill left.
  enum Outcome: String {
    case old, new, mixed
  }

  /// The figures of a run of the harness.
  struct Tally: CustomStringConvertible {
    var points = 0
    /// The folder as the kill left it, before any run looked at it.
    var raw: [Outcome: Int] = [:]
    /// The folder as the next run finds it after its recovery: never `mixed`.
    var recovered: [Outcome: Int] = [:]
    var failures: [String] = []

    var description: String {
      "\(points) kills: as left \(raw[.old] ?? 0) old, \(raw[.new] ?? 0) new, \(raw[.mixed] ?? 0) with a change the next run finishes; "
        + "as the next run finds them \(recovered[.old] ?? 0) old, \(recovered[.new] ?? 0) new, \(recovered[.mixed] ?? 0) mixed; "
        + "\(failures.count) failures"
    }
  }

  let root: String

  /// The files of a folder, by path relative to the root, without the leftovers.
  static func state(of folders: [String], in root: String) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    func walk(_ relative: String) {
      let path = root + "/" + relative
      guard FileTree.isFolder(path) else {
        if FileTree.exists(path) { files[relative] = (try? FileBytes.read(path)) ?? [] }
        return
      }
      files[relative + "/"] = []
      for name in (try? FileTree.list(path)) ?? [] where !isLeftover(name) { walk(relative + "/" + name) }
    }
    for folder in folders { walk(folder) }
    return files
  }

  static func isLeftover(_ name: String) -> Bool {
    name.hasPrefix(StagedChanges.prefix) || name.hasSuffix(".darkroom-lock") || name.contains(".recording-") || name.contains(".replaced-")
  }

  /// Leftovers anywhere under the root, after the next run: there must be none.
  static func leftovers(in path: String) -> [String] {
    var found: [String] = []
    for name in (try? FileTree.list(path)) ?? [] {
      if isLeftover(name) { found.append(path + "/" + name) } else if FileTree.isFolder(path + "/" + name) { found += leftovers(in: path + "/" + name) }
    }
    return found
  }

  /// Kills `operation` at `points` steps chosen with `random`, checking after each that the
  /// folders are wholly old or wholly new once the next run has recovered, and that the
  /// next run then succeeds and leaves the new state and nothing else.
  ///
  /// With `.fail`, the step fails in this process instead (a full disk), and the command's
  /// own error handling runs.
  func run(_ operation: Operation, points: Int, action: FileFaults.Action = .kill, random: inout SeededGenerator) throws -> Tally {
    let template = root + ".template"
    FileTree.remove(root)
    FileTree.remove(template)
    defer { FileTree.remove(template) }
    try FileBytes.createFolders(root)
    try operation.prepare(root)
    try FileManager.default.copyItem(atPath: root, toPath: template)
    let old = Self.state(of: operation.folders, in: root)
    let steps = try FileFaults.counting { try operation.act(root) }
    let new = Self.state(of: operation.folders, in: root)
    var tally = Tally()
    guard steps > 0, old != new else {
      tally.failures.append("\(operation.name): \(steps) steps, and the new state is the old one")
      return tally
    }
    for _ in 0..<points {
      let step = Int.random(in: 1...steps, using: &random)
      FileTree.remove(root)
      try FileManager.default.copyItem(atPath: template, toPath: root)
      tally.points += 1
      let label = "\(operation.name) \(action == .kill ? "killed" : "failing") at step \(step) of \(steps)"
      if action == .kill {
        if !kill(operation, at: step) { tally.failures.append("\(label): the child was not killed") }
      } else {
        _ = try? FileFaults.injecting(action, at: step) { try operation.act(root) }
      }
      let left = Self.state(of: operation.folders, in: root)
      tally.raw[left == old ? .old : left == new ? .new : .mixed, default: 0] += 1
      let notices = operation.recover(root)
      let found = Self.state(of: operation.folders, in: root)
      let outcome: Outcome = found == old ? .old : found == new ? .new : .mixed
      tally.recovered[outcome, default: 0] += 1
      if outcome == .mixed {
        let differing = Set(found.keys).symmetricDifference(old.keys).union(Set(found.keys).symmetricDifference(new.keys)).sorted().prefix(4)
        tally.failures.append("\(label): a mix of old and new (\(differing.joined(separator: ", ")))")
      }
      if left != found, notices.isEmpty { tally.failures.append("\(label): the next run changed the folder without saying so") }
      do { try operation.act(root) } catch { tally.failures.append("\(label): the next run failed: \(error)") }
      if Self.state(of: operation.folders, in: root) != new { tally.failures.append("\(label): the next run did not make the new state") }
      let remaining = Self.leftovers(in: root)
      if !remaining.isEmpty { tally.failures.append("\(label): the next run left \(remaining.joined(separator: ", "))") }
    }
    FileTree.remove(root)
    return tally
  }

  /// Runs the operation in a child that kills itself at `step`; whether it was killed.
  private func kill(_ operation: Operation, at step: Int) -> Bool {
    let child = fork()
    if child == 0 {
      // A child stuck on a lock another thread held at the fork is stopped, as a kill would.
      alarm(60)
      FileFaults.injecting(.kill, at: step) { try? operation.act(root) }
      _exit(0)
    }
    guard child > 0 else { return false }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == SIGKILL
  }
}
