import DarkroomHost
import DarkroomHostRequest
import DarkroomRuns
import DarkroomRunsCore
import Foundation
import Testing

/// `darkroom previews record` and `verify`: the previews as the screens of a run, with its
/// manifest, report and accept, through the host as the tool calls it (in this process, so
/// that nothing forks while other tests render).
@MainActor @Suite(.serialized) struct PreviewRunJobsTests {
  func request(_ job: HostRequest.Job, _ folder: RunFolder) -> HostRequest {
    var request = HostRequest(job: job, resultFile: folder.root + "/result.json")
    request.previews.included = ["BadgeStates_Previews:O"]
    request.run.baselines = folder.baselines
    request.run.report = folder.report
    request.run.lint = .off
    request.isolated = false
    request.showsProgress = false
    return request
  }

  @Test func previewsRecordAsARunAndAChangedOneShowsInTheReport() throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let recorded = HostEntry.perform(request(.previewsRecord, folder))
    #expect(recorded.status == .same, "\(recorded.summary)")
    let manifest = try String(contentsOfFile: folder.baselines + "/manifest.json", encoding: .utf8)
    #expect(manifest.contains("\"run\": \"previews\""))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.baselines).filter { $0.hasSuffix(".png") }.sorted()
    #expect(files == ["PreviewFixtureCards-BadgeStates_Previews-Off.png", "PreviewFixtureCards-BadgeStates_Previews-On.png"])

    #expect(HostEntry.perform(request(.previewsVerify, folder)).status == .same)
    let off = folder.baselines + "/PreviewFixtureCards-BadgeStates_Previews-Off.png"
    try FileManager.default.removeItem(atPath: off)
    try FileManager.default.copyItem(atPath: folder.baselines + "/PreviewFixtureCards-BadgeStates_Previews-On.png", toPath: off)
    let verified = HostEntry.perform(request(.previewsVerify, folder))
    #expect(verified.status == .different)
    #expect(verified.summary.contains("changed: PreviewFixtureCards/BadgeStates_Previews:Off"), "\(verified.summary)")
    #expect(verified.page == folder.report + "/index.html")
    let summary = try ReportFolder.readSummary(folder.report)
    let statuses = Dictionary(uniqueKeysWithValues: summary.results.map { ($0.state.id, $0.status) })
    #expect(statuses == ["PreviewFixtureCards/BadgeStates_Previews:On": .unchanged, "PreviewFixtureCards/BadgeStates_Previews:Off": .changed])
  }

  @Test func aSelectionThatTakesNoPreviewCannotRun() {
    let folder = RunFolder()
    defer { folder.remove() }
    var asked = request(.previewsRecord, folder)
    asked.previews.included = ["NoPreviewIsNamedLikeThis"]
    let result = HostEntry.perform(asked)
    #expect(result.status == .couldNotRun)
    #expect(result.summary.contains("no preview matches"))
  }
}
