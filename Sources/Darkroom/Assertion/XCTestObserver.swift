import Foundation
import Synchronization
import XCTest

/// Follows XCTest's test cases, so that snapshots know the running test's suite and can start
/// their counters afresh for every test.
final class XCTestRunObserver: NSObject, XCTestObservation, Sendable {
  struct RunningCase: Sendable {
    /// The test case's class, which is its suite.
    var suite: String
    /// Distinguishes runs of the same test (repetitions make new instances).
    var runID: Int
  }

  static let shared = XCTestRunObserver()
  private static let registered = Mutex(false)
  private let state = Mutex<(current: RunningCase?, runs: Int)>((nil, 0))

  /// The test case XCTest is running now, if any.
  var current: RunningCase? { state.withLock { $0.current } }

  static func register() {
    let isNew = registered.withLock { registered in
      defer { registered = true }
      return !registered
    }
    if isNew { XCTestObservationCenter.shared.addTestObserver(shared) }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    // XCTest names a case "Class.method" (on Darwin "-[Class method]").
    let name = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
    let suite = name.split(whereSeparator: { $0 == "." || $0 == " " }).first.map(String.init) ?? name
    state.withLock { state in
      state.runs += 1
      state.current = RunningCase(suite: suite, runID: state.runs)
    }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    state.withLock { $0.current = nil }
  }
}

@_cdecl("darkroom_register_xctest_observer")
func registerXCTestObserver() {
  XCTestRunObserver.register()
}
