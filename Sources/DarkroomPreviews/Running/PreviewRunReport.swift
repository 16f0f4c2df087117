/// What happened to each preview of a run, and how long it took.
///
/// ```swift
/// let report = PreviewRunner.run(options)
/// print(report.summary)
/// if !report.failures.isEmpty { exit(1) }
/// ```
public struct PreviewRunReport: Sendable {
  /// The result of one preview.
  public enum Status: Sendable, Equatable {
    case passed
    /// The preview threw (or could not be written); the message says why.
    case failed(String)
    /// The preview trapped; its process ended with this signal (`SIGILL`, `SIGTRAP`, …),
    /// after printing `message` (the runtime's `Fatal error: …` line), if any.
    case crashed(signal: String, message: String?)
    case timedOut
  }

  public struct Outcome: Sendable {
    public let name: String
    public let status: Status
    public let seconds: Double
  }

  public var outcomes: [Outcome] = []
  public var discoverySeconds = 0.0
  public var totalSeconds = 0.0
  public var recordsScanned = 0

  /// The previews that did not pass.
  public var failures: [Outcome] { outcomes.filter { $0.status != .passed } }

  /// One line per failure, then the counts and times.
  public var summary: String {
    var lines: [String] = []
    for failure in failures {
      switch failure.status {
      case .failed(let message): lines.append("✗ \(failure.name): \(message)")
      case .crashed(let signal, let message):
        lines.append("✗ \(failure.name): trapped (\(signal))\(message.map { ": \($0)" } ?? ""); the other previews went on")
      case .timedOut: lines.append("✗ \(failure.name): did not finish in time and was stopped")
      case .passed: break
      }
    }
    let passed = outcomes.count - failures.count
    let rate = totalSeconds > 0 ? Double(outcomes.count) / totalSeconds : 0
    lines.append(
      "previews: \(passed) of \(outcomes.count) ran, \(failures.count) did not (named above), in \(format(totalSeconds)) s "
        + "(\(format(rate)) previews/s; discovery \(format(discoverySeconds * 1000)) ms, \(recordsScanned) records)")
    return lines.joined(separator: "\n")
  }

  private func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }
}
