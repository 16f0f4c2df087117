import Testing

/// The test an assertion runs in: its suite (for the reference's name) and a key that is
/// new for every run of a test (so counters restart).
struct RunningTest: Sendable {
  enum Framework: Sendable { case swiftTesting, xcTest, none }

  var framework: Framework
  /// The suite's name, `Outer.Inner` for nested suites; `nil` for a free test function.
  var suite: String?
  /// Identifies this run of this test.
  var runKey: String
  /// Whether a parameterized Swift Testing test is running, whose cases would otherwise
  /// share reference names.
  var isParameterized: Bool

  static var current: RunningTest {
    if let test = Test.current {
      let suites = test.id.nameComponents.dropLast()
      let testCase = Test.Case.current
      return RunningTest(
        framework: .swiftTesting,
        suite: suites.isEmpty ? nil : suites.joined(separator: "."),
        runKey: "swift-testing:\(test.id)|\(testCase.map { String(describing: $0) } ?? "")",
        isParameterized: testCase?.isParameterized ?? false)
    }
    if let testCase = XCTestRunObserver.shared.current {
      return RunningTest(
        framework: .xcTest, suite: testCase.suite, runKey: "xctest:\(testCase.runID)",
        isParameterized: false)
    }
    return RunningTest(framework: .none, suite: nil, runKey: "process", isParameterized: false)
  }
}
