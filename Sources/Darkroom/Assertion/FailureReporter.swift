import Foundation
import Testing
import XCTest

/// Records a failed assertion with the test framework that runs it: Swift Testing's
/// `Issue.record` (with the reference, the new value and the diff as attachments) when a
/// Swift Testing test is running, `XCTFail` under XCTest, and standard error otherwise.
enum FailureReporter {
  /// A failure recorded instead of reported, for tests of the assertions themselves.
  struct Captured: Sendable {
    var message: String
    var attachments: [DiffAttachment]
  }

  /// Collects the failures of the assertions in a task instead of reporting them.
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Captured] = []
    var failures: [Captured] { lock.withLock { recorded } }
    func append(_ failure: Captured) { lock.withLock { recorded.append(failure) } }
  }

  @TaskLocal static var capture: Capture?

  static func report(_ verdict: SnapshotVerdict, _ request: SnapshotRequest) {
    guard let message = verdict.failure else { return }
    if let capture {
      capture.append(Captured(message: message, attachments: verdict.attachments))
      return
    }
    switch RunningTest.current.framework {
    case .swiftTesting:
      let location = SourceLocation(
        fileID: "\(request.fileID)", filePath: "\(request.filePath)",
        line: Int(request.line), column: Int(request.column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      for attachment in verdict.attachments {
        Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
      }
    case .xcTest:
      XCTFail(message, file: request.filePath, line: request.line)
    case .none:
      let text = "\(request.filePath):\(request.line): error: \(message)\n"
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}
