import Foundation
import Testing

/// `darkroom run` as a user runs it: help, argument errors, a package that does not build,
/// and accept and merge on reports that are not there. The whole run (record, verify,
/// accept, shards, merge) is exercised by DarkroomRunsTests and scripts/demo-runs.sh.
@Suite struct RunCommandTests {
  @Test func helpDescribesTheModesAndTheRootListsTheCommand() throws {
    let help = try DarkroomTool.run(["run", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: darkroom run record [options]"))
    #expect(help.stdout.contains("--shard <i/n>"))
    #expect(try DarkroomTool.run(["--help"]).stdout.contains("run "))
  }

  @Test func badArgumentsExitTwoWithAMessage() throws {
    let cases: [([String], String)] = [
      (["run"], "run needs a mode: record, verify, accept or merge"),
      (["run", "approve"], "unknown run mode 'approve'"),
      (["run", "verify", "--shard", "5/4"], "--shard needs i/n with 1 ≤ i ≤ n, like 2/4, not '5/4'"),
      (["run", "record", "--shard", "1/2"], "--shard is for run verify"),
      (["run", "verify", "--tolerance", "24", "--exact"], "choose one rule"),
      (["run", "verify", "--tolerance", "2.5"], "--tolerance must be a whole number"),
      (["run", "verify", "-c", "fast"], "-c must be debug or release, not 'fast'"),
      (["run", "verify", "somewhere"], "run verify takes no paths"),
      (["run", "merge", "out"], "run merge needs the output folder and the shards' report folders"),
    ]
    for (arguments, message) in cases {
      let result = try DarkroomTool.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("darkroom: \(message)"), "\(result.stderr)")
    }
  }

  /// Runs the tool without holding a thread of the test pool while it waits (the build below
  /// takes seconds, and other tests wait for pool threads meanwhile).
  func runWaiting(_ arguments: [String]) async throws -> (status: Int32, stderr: String) {
    let errorsPath = NSTemporaryDirectory() + "darkroom-run-cli-\(UUID().uuidString).txt"
    _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: errorsPath) }
    let process = Process()
    process.executableURL = DarkroomTool.executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: errorsPath)
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    return (status, (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "")
  }

  @Test func aPackageThatDoesNotBuildRunsNothingAndExitsTwo() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-run-broken-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/Broken")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(name: "Broken", targets: [.target(name: "Broken")])
      """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "let broken: Int = \"not a number\"\n".write(to: sources.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let report = root.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try "earlier".write(to: report.appendingPathComponent("summary.json"), atomically: true, encoding: .utf8)

    let result = try await runWaiting(["run", "verify", "--package-path", root.path, "--report", report.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did not build, so nothing ran (no earlier build is used)"), "\(result.stderr)")
    #expect(try String(contentsOf: report.appendingPathComponent("summary.json"), encoding: .utf8) == "earlier")
  }

  @Test func acceptAndMergeNameTheMissingSummary() throws {
    let missing = "/nonexistent/report"
    let accept = try DarkroomTool.run(["run", "accept", "--report", missing])
    #expect(accept.status == 2)
    #expect(accept.stderr.contains("cannot read /nonexistent/report/summary.json"))
    let merge = try DarkroomTool.run(["run", "merge", NSTemporaryDirectory() + "out-\(UUID().uuidString)", missing])
    #expect(merge.status == 2)
    #expect(merge.stderr.contains("/nonexistent/report/summary.json"))
  }
}
