import DarkroomHostRequest
import Foundation
import XCTest

/// The one way into a test binary for the `darkroom` tool and the SwiftPM plugin. The tool
/// builds the package's tests, writes a ``HostRequest`` file and starts the test binary with
/// its path in `DARKROOM_HOST_REQUEST`. Before the first test, the host reads the request,
/// runs it with the handler that takes its job, writes the ``HostResult`` and ends the process
/// with the result's status. In a team's own `swift test` the variable is unset, the host does
/// nothing, and no Darkroom test shows.
///
/// ```sh
/// DARKROOM_HOST_REQUEST=/tmp/request.json .build/debug/AppPackageTests.xctest
/// ```
public enum HostEntry {
  /// Runs the request named by the environment, if there is one, and ends the process.
  @MainActor public static func runIfRequested(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let path = environment[HostRequest.environmentKey], !path.isEmpty else { return }
    let result: HostResult
    let request: HostRequest
    do {
      request = try HostRequest.read(from: path)
    } catch {
      FileHandle.standardError.write(Data("darkroom: \(error.message)\n".utf8))
      exit(HostStatus.couldNotRun.rawValue)
    }
    result = perform(request)
    do {
      try result.write(to: request.resultFile)
    } catch {
      FileHandle.standardError.write(Data("darkroom: \(error.message)\n".utf8))
      exit(HostStatus.couldNotRun.rawValue)
    }
    fflush(nil)
    exit(result.status.rawValue)
  }

  /// Runs one request with the handler in this binary that takes its job.
  @MainActor public static func perform(_ request: HostRequest) -> HostResult {
    let handlers = Self.handlers()
    guard let handler = handlers.first(where: { $0.jobs.contains(request.job) }) else {
      let module = request.job.isRun || request.job == .screenshots ? "DarkroomRuns" : "DarkroomPreviews"
      return HostResult(
        status: .couldNotRun,
        summary: "this test binary cannot run '\(request.job.rawValue)': add \(module) to the dependencies of a test target")
    }
    let clock = ContinuousClock()
    let start = clock.now
    var result = handler.perform(request)
    let elapsed = clock.now - start
    result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return result
  }

  /// Every ``HostJobHandler`` in the loaded images.
  static func handlers() -> [any HostJobHandler.Type] {
    let module = String(reflecting: HostEntry.self).split(separator: ".").first.map(String.init) ?? "DarkroomHost"
    let scan = ConformanceScanner.conformers(ofProtocolsNamed: ["HostJobHandler"], inModule: module)
    return scan.conformers.compactMap { $0.type as? any HostJobHandler.Type }.sorted { String(reflecting: $0) < String(reflecting: $1) }
  }
}

/// Sees the test bundle start, before any test is listed or run.
final class HostObserver: NSObject, XCTestObservation {
  func testBundleWillStart(_ testBundle: Bundle) {
    MainActor.assumeIsolated { HostEntry.runIfRequested() }
  }
}

private let registration: Void = XCTestObservationCenter.shared.addTestObserver(HostObserver())

@_cdecl("darkroom_register_host")
public func registerHost() {
  registration
}
