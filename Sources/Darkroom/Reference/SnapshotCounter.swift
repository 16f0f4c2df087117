import Synchronization

/// Numbers the unnamed snapshots of one test run (`.1`, `.2`, …) and notices when two
/// different snapshot names of that run would share one reference file.
final class SnapshotCounter: Sendable {
  /// The counter of the current Swift Testing test, set by the `.snapshots` trait.
  @TaskLocal static var scoped: SnapshotCounter?

  private static let byRun = Mutex<[String: SnapshotCounter]>([:])

  private struct State {
    var counts: [String: Int] = [:]
    var claimedFiles: [String: String] = [:]
  }
  private let state = Mutex(State())

  /// The counter for the running test: the trait's if one is set, else one per test run.
  static func current(for test: RunningTest) -> SnapshotCounter {
    if let scoped { return scoped }
    return byRun.withLock { counters in
      if let counter = counters[test.runKey] { return counter }
      // Only the running test's counter is still needed; drop those of finished runs.
      if test.framework == .xcTest { counters = counters.filter { !$0.key.hasPrefix("xctest:") } }
      let counter = SnapshotCounter()
      counters[test.runKey] = counter
      return counter
    }
  }

  /// The next number for unnamed snapshots with this key, starting at 1.
  func next(for key: String) -> Int {
    state.withLock { state in
      state.counts[key, default: 0] += 1
      return state.counts[key]!
    }
  }

  /// Claims a reference file for a snapshot name; returns the other name if a different one
  /// already claimed the file in this run.
  func claim(file: String, for name: String) -> String? {
    state.withLock { state in
      if let owner = state.claimedFiles[file], owner != name { return owner }
      state.claimedFiles[file] = name
      return nil
    }
  }
}
