#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Counts the changes Darkroom makes to the disk (a file written or renamed, a folder made,
/// a file or folder removed) and fails or kills the process at one of them, so tests can
/// stop an operation at any step and check what it leaves. Only the code inside the
/// closure (and in the same task) is counted, so tests running beside it are not.
///
/// ```swift
/// let steps = FileFaults.counting { try? store.commitRecording(staging) }
/// FileFaults.injecting(.fail(ENOSPC), at: 2) {       // the second change fails as on a full disk
///   #expect(throws: RunInputError.self) { try store.commitRecording(other) }
/// }
/// ```
public enum FileFaults {
  /// What happens at the chosen step.
  public enum Action: Sendable, Equatable {
    /// The step fails with this `errno` (`ENOSPC`, `EROFS`, `EACCES`…).
    case fail(Int32)
    /// The process ends at once with `SIGKILL`, as if killed from outside.
    case kill
  }

  /// The changes counted so far, and the fault to inject.
  private final class Plan: Sendable {
    let fault: (step: Int, action: Action)?
    let steps = Atomic<Int>(0)

    init(_ fault: (step: Int, action: Action)?) { self.fault = fault }
  }

  @TaskLocal private static var plan: Plan?

  /// Runs `body` with `action` at its `step`-th change (1 is the first).
  public static func injecting<T, E: Error>(_ action: Action, at step: Int, _ body: () throws(E) -> T) throws(E) -> T {
    try run(Plan((step, action)), body).value.get()
  }

  /// Runs `body` and returns how many changes it made.
  public static func counting<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Int {
    let (steps, result) = run(Plan(nil), body)
    try result.get()
    return steps
  }

  private static func run<T, E: Error>(_ plan: Plan, _ body: () throws(E) -> T) -> (steps: Int, value: Result<T, E>) {
    var result: Result<T, E>?
    $plan.withValue(plan) {
      result = Result { () throws(E) -> T in try body() }
    }
    return (plan.steps.load(ordering: .relaxed), result!)
  }

  /// Called before each change to `path`; throws or kills when this is the chosen step.
  static func step(_ operation: FileError.Operation, _ path: String) throws(FileError) {
    guard let plan else { return }
    let step = plan.steps.add(1, ordering: .relaxed).newValue
    guard let fault = plan.fault, fault.step == step else { return }
    switch fault.action {
    case .kill: raise(SIGKILL)
    case .fail(let code): throw FileError(operation, path: path, code: code)
    }
  }

  /// ``step(_:_:)`` for a change that cannot report an error (removing leftovers).
  static func quietStep(_ path: String) {
    try? step(.write, path)
  }
}
