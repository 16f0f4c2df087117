#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Counts every change Darkroom makes to the disk (a file written, renamed, linked or
/// removed, a folder made) and, when armed, fails or kills the process at one of them, so
/// tests can stop an operation at any step and check what it leaves behind.
///
/// ```swift
/// FileFaults.arm(at: 3, .fail(ENOSPC))     // the third change fails as on a full disk
/// defer { FileFaults.disarm() }
/// #expect(throws: FileError.self) { try store.commitRecording(staging) }
/// ```
public enum FileFaults {
  /// What happens at the armed step.
  public enum Action: Sendable, Equatable {
    /// The step fails with this `errno` (`ENOSPC`, `EROFS`, `EACCES`…).
    case fail(Int32)
    /// The process ends at once with `SIGKILL`, as if killed from outside.
    case kill
  }

  private struct State {
    var steps = 0
    var armed: (step: Int, action: Action)?
  }

  private static let state = Mutex(State())

  /// Arms `action` at the `step`-th change from now (1 is the next one) and restarts the count.
  public static func arm(at step: Int, _ action: Action) {
    state.withLock { $0 = State(steps: 0, armed: (step, action)) }
  }

  /// Takes the armed fault away and restarts the count.
  public static func disarm() {
    state.withLock { $0 = State() }
  }

  /// The changes made since the last ``arm(at:_:)`` or ``disarm()``.
  public static var steps: Int { state.withLock { $0.steps } }

  /// Called before each change to `path`; throws or kills when this is the armed step.
  static func step(_ operation: FileError.Operation, _ path: String) throws(FileError) {
    let action = state.withLock { state -> Action? in
      state.steps += 1
      guard let armed = state.armed, armed.step == state.steps else { return nil }
      return armed.action
    }
    switch action {
    case nil: return
    case .kill:
      raise(SIGKILL)
    case .fail(let code):
      throw FileError(operation, path: path, code: code)
    }
  }

  /// ``step(_:_:)`` for a change that cannot report an error (removing leftovers).
  static func quietStep(_ path: String) {
    try? step(.write, path)
  }
}
