import DarkroomFiles
import DarkroomHost
import DarkroomHostRequest
import DarkroomRuns
import DarkroomRunsCore
import DarkroomScreenshots
import Foundation
import SeededRandom
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every command that writes a folder, killed at random steps of its work on the disk
/// (seeded, so a failing point can be run again): the folder is the old one or the new one,
/// never a mix, and the next run says what it found and succeeds.
///
/// `scripts/kill-test.sh` runs it at more points (`KILL_TEST_POINTS` in all, shared out
/// among the commands) and with another seed (`KILL_TEST_SEED`).
@MainActor @Suite(.serialized) struct KillTests {
  static let points = ProcessInfo.processInfo.environment["KILL_TEST_POINTS"].flatMap(Int.init) ?? 12
  static let seed = ProcessInfo.processInfo.environment["KILL_TEST_SEED"].flatMap(UInt64.init) ?? 20

  let root = NSTemporaryDirectory() + "darkroom-kill-\(getpid())"

  func options(_ mode: RunOptions.Mode, _ root: String, report: String = "report") -> RunOptions {
    var options = RunOptions(mode: mode, baselines: root + "/baselines", report: root + "/" + report)
    options.lint = .off
    options.showsProgress = false
    return options
  }

  func record(_ root: String, version: Int = 1, languages: [String] = ["en", "ja"]) throws {
    _ = try RunEngine.run(sampleMatrix(version: version, languages: languages), options(.record, root))
  }

  func verify(_ root: String, version: Int, report: String = "report", shard: ShardSpec? = nil) throws {
    var options = options(.verify, root, report: report)
    options.shard = shard
    _ = try RunEngine.run(sampleMatrix(version: version), options)
  }

  func baselinesRecovery(_ root: String) -> [String] {
    BaselineStore(folder: root + "/baselines").recover()
  }

  var operations: [KillHarness.Operation] {
    [
      .init(
        name: "record", folders: ["baselines"], prepare: { try record($0) },
        act: { try record($0, version: 2, languages: ["en", "ar"]) }, recover: baselinesRecovery),
      .init(
        name: "verify", folders: ["report", "baselines"],
        prepare: { root in
          try record(root)
          try verify(root, version: 1)
          try FileBytes.writeAtomically(Array("a reviewer's notes".utf8), to: root + "/report/notes.txt")
        },
        act: { try verify($0, version: 2) },
        recover: { baselinesRecovery($0) + ReportFolder.recover($0 + "/report") }),
      .init(
        name: "accept", folders: ["baselines", "report"],
        prepare: { root in
          try record(root)
          try verify(root, version: 2)
        },
        act: { _ = try Acceptance.accept(reportFolder: $0 + "/report") },
        recover: { baselinesRecovery($0) + ReportFolder.recover($0 + "/report") }),
      .init(
        name: "merge", folders: ["merged", "shard-1", "shard-2"],
        prepare: { root in
          try record(root)
          try verify(root, version: 1, report: "shard-1", shard: ShardSpec(index: 1, count: 2))
          try verify(root, version: 1, report: "shard-2", shard: ShardSpec(index: 2, count: 2))
          _ = try ReportMerge.merge([root + "/shard-1", root + "/shard-2"], into: root + "/merged")
          try verify(root, version: 2, report: "shard-1", shard: ShardSpec(index: 1, count: 2))
          try verify(root, version: 2, report: "shard-2", shard: ShardSpec(index: 2, count: 2))
        },
        act: { root in _ = try ReportMerge.merge([root + "/shard-1", root + "/shard-2"], into: root + "/merged") },
        recover: { ReportFolder.recover($0 + "/merged") }),
      .init(
        name: "screenshots", folders: ["screenshots"],
        prepare: { root in
          var request = ScreenshotRun.Request(output: root + "/screenshots")
          request.showsProgress = false
          _ = try ScreenshotRun.export(shotMatrix(version: 1, languages: ["en", "ja"]), request)
        },
        act: { root in
          var request = ScreenshotRun.Request(output: root + "/screenshots")
          request.showsProgress = false
          _ = try ScreenshotRun.export(shotMatrix(version: 2, languages: ["en", "ar"]), request)
        },
        recover: { StagedChanges.recover($0 + "/screenshots") }),
      .init(
        name: "previews export", folders: ["previews"],
        prepare: { root in try exportPreviews(root, ["BadgeStates_Previews:Off"]) },
        act: { root in try exportPreviews(root, ["BadgeStates_Previews:O"]) },
        recover: { StagedChanges.recover($0 + "/previews") }),
    ]
  }

  /// The sample run's screens at one small store size.
  func shotMatrix(version: Int, languages: [String]) -> RunMatrix {
    var matrix = sampleMatrix(version: version, languages: languages)
    matrix.screenshots = ScreenshotPlan(screens: [.init("greeting"), .init("label")], sizes: [.iPhone55])
    return matrix
  }

  func exportPreviews(_ root: String, _ included: [String]) throws {
    var request = HostRequest(job: .previewsExport, resultFile: root + "/result.json")
    request.previews.included = included
    request.previews.output = root + "/previews"
    request.isolated = false
    request.showsProgress = false
    let result = HostEntry.perform(request)
    guard result.status == .same else { throw RunInputError(result.summary) }
  }

  @Test func killedAtAnyStepEveryCommandLeavesTheOldFolderOrTheNewOne() throws {
    var random = SeededGenerator(seed: Self.seed)
    var lines: [String] = []
    var failures: [String] = []
    var total = 0
    var mixed = 0
    let operations = operations
    for (position, operation) in operations.enumerated() {
      let points = Self.points / operations.count + (position < Self.points % operations.count ? 1 : 0)
      let tally = try KillHarness(root: root).run(operation, points: points, random: &random)
      lines.append("kill test: \(operation.name): \(tally)")
      failures += tally.failures
      total += tally.points
      mixed += tally.recovered[.mixed] ?? 0
    }
    lines.append("kill test: \(total) kills in all (seed \(Self.seed)), \(mixed) mixed folders")
    print(lines.joined(separator: "\n"))
    #expect(failures.isEmpty, "\(failures.prefix(12).joined(separator: "\n"))")
    #expect(mixed == 0)
    #expect(total == Self.points)
  }

  @Test func aWriteFailingAtAnyStepLeavesTheOldFolderOrTheNewOne() throws {
    var random = SeededGenerator(seed: Self.seed &+ 1)
    var failures: [String] = []
    var mixed = 0
    var total = 0
    let operations = operations
    for (position, operation) in operations.enumerated() {
      let points = Self.points / operations.count + (position < Self.points % operations.count ? 1 : 0)
      let tally = try KillHarness(root: root).run(operation, points: points, action: .fail(ENOSPC), random: &random)
      failures += tally.failures
      mixed += tally.recovered[.mixed] ?? 0
      total += tally.points
    }
    print("kill test: \(total) writes failing as on a full disk (seed \(Self.seed &+ 1)), \(mixed) mixed folders, \(failures.count) failures")
    #expect(failures.isEmpty, "\(failures.prefix(12).joined(separator: "\n"))")
    #expect(mixed == 0)
  }
}
