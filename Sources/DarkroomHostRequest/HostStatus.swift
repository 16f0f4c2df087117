/// What every command, the host and the plugin exit with.
///
/// ```swift
/// exit(HostStatus.different.rawValue)
/// ```
public enum HostStatus: Int32, Sendable, CaseIterable {
  /// Everything the job checked is the same (or it wrote what it was asked to).
  case same = 0
  /// Something differs or failed: a changed state, a preview that trapped.
  case different = 1
  /// The job could not run: bad input, a build failure, an environment mismatch.
  case couldNotRun = 2

  /// `same`, `different` or `could-not-run`, as the result file spells it.
  public var name: String {
    switch self {
    case .same: "same"
    case .different: "different"
    case .couldNotRun: "could-not-run"
    }
  }
}
