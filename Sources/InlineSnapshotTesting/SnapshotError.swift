/// A snapshot that could not be made: the value threw, or the strategy failed or timed out.
///
/// ```swift
/// SnapshotError.valueThrew(CancellationError()).description
/// // "The value to snapshot threw an error: CancellationError()"
/// ```
enum SnapshotError: Error, CustomStringConvertible {
  case valueThrew(any Error)
  case strategyFailed(any Error)

  var description: String {
    switch self {
    case .valueThrew(let error): "The value to snapshot threw an error: \(error)"
    case .strategyFailed(let error): "Could not make the snapshot: \(error)"
    }
  }
}
