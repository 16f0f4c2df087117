#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the run's inline snapshots when the test process exits.
///
/// XCTest and Swift Testing both end the process with `exit`, which runs `atexit` hooks
/// after the last test, so one hook registered by the first inline assertion serves both.
/// What it wrote, or why it could not, goes to standard error.
///
/// ```swift
/// EndOfRunWriter.install()   // idempotent
/// ```
enum EndOfRunWriter {
  static func install() {
    _ = installed
  }

  private static let installed: Void = {
    atexit { EndOfRunWriter.writePending() }
  }()

  static func writePending() {
    for outcome in PendingInlineSnapshots.shared.write() {
      switch outcome {
      case .written(let path, let count):
        printToStandardError("Recorded \(count) inline \(count == 1 ? "snapshot" : "snapshots") into \(path)")
      case .failed(let error):
        printToStandardError("error: \(error)")
      }
    }
  }

  private static func printToStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { buffer in _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count) }
  }
}
