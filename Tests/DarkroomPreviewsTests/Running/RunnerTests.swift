import DarkroomHostRequest
import DarkroomPreviews
import DarkroomUI
import Foundation
import HostProcess
import Testing

/// A fresh folder under the system's temporary directory.
func temporaryFolder(_ name: String) -> String {
  let path = NSTemporaryDirectory() + "darkroom-previews-\(name)-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

@Suite(.serialized) struct RunnerTests {
  @Test func namesFileListsEveryImageAndRendersNothing() throws {
    let folder = temporaryFolder("names")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = PreviewRunOptions(mode: .names(file: folder + "/names.txt"))
    options.filter = try PreviewFilter(include: ["BadgeStates|Duplicate"])
    let report = PreviewRunner.run(options)
    #expect(report.failures.isEmpty)
    let text = try String(contentsOfFile: folder + "/names.txt", encoding: .utf8)
    #expect(text == """
      PreviewFixtureCards_Badge.swift_Duplicate.png
      PreviewFixtureCards_Badge.swift_Duplicate_2.png
      PreviewFixtureCards_BadgeStates_Previews_On.png
      PreviewFixtureCards_BadgeStates_Previews_Off.png
      PreviewFixtureCards_BadgeStates_Previews_2.png
      PreviewFixtureCards_BadgeStates_Previews_3.png

      """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["names.txt"])
  }

  /// Two previews trap (an index out of range, a `fatalError` for a missing model) and one
  /// lacks its `@EnvironmentObject`; each is reported by name with its signal or error, and the
  /// previews before and after them are exported. The run happens as `darkroom previews` runs
  /// it: a request to the host in a new process of the test binary.
  @Test func aPreviewThatTrapsLosesNothingElse() async throws {
    let folder = temporaryFolder("crash")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var request = HostRequest(job: .previewsExport, resultFile: "")
    request.previews.output = folder
    request.previews.modules = ["PreviewFixtureScreens"]
    request.previews.gallery = false
    let outcome = try await runHostInNewProcess(request)
    let errors = outcome.errors + (outcome.result?.summary ?? "")
    #expect(outcome.status == 1)
    #expect(outcome.result?.status == .different)
    #expect(errors.contains("previews: [1/9] PreviewFixtureScreens/Account_Previews:Signed in"))
    #expect(errors.contains("✗ PreviewFixtureScreens/Screens_Previews:Trap: trapped (SIGILL): Fatal error: Index out of range; the other previews went on"))
    #expect(
      errors.contains(
        "✗ PreviewFixtureScreens/Screens_Previews:Missing model: trapped (SIGILL): Fatal error: StoreScreen needs a ReceiptStore in its environment"))
    #expect(errors.contains("✗ PreviewFixtureScreens/Account_Previews:No session: AccountScreen reads AccountSession with @EnvironmentObject"))
    #expect(errors.contains("previews: 6 of 9 ran, 3 did not (named above)"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.contains("Screens_Previews") }
    #expect(files == [
      "PreviewFixtureScreens_Screens_Previews_Before.json", "PreviewFixtureScreens_Screens_Previews_Before.png",
      "PreviewFixtureScreens_Screens_Previews_With_model.json", "PreviewFixtureScreens_Screens_Previews_With_model.png",
    ])
  }

  @Test func layoutOnlyRunReportsFailingPreviewsByNameAndWritesNothing() async throws {
    var request = HostRequest(job: .previewsLayout, resultFile: "")
    request.previews.modules = ["PreviewFixtureScreens"]
    let outcome = try await runHostInNewProcess(request)
    let errors = outcome.errors + (outcome.result?.summary ?? "")
    #expect(outcome.status == 1)
    #expect(errors.contains("✗ PreviewFixtureScreens/Screens_Previews:Trap: trapped"))
    #expect(errors.contains("✗ PreviewFixtureScreens/Screens_Previews:Missing model: trapped"))
    #expect(errors.contains("✗ PreviewFixtureScreens/Account_Previews:No session: AccountScreen reads AccountSession"))
    #expect(errors.contains("previews: 6 of 9 ran, 3 did not (named above)"))
  }

  /// In one process (no isolation) a failing preview cannot be survived, but the others are
  /// exported the same way.
  @Test func exportWritesPNGAndSidecarPerSnapshot() throws {
    let folder = temporaryFolder("export")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var options = PreviewRunOptions(mode: .export(directory: folder))
    options.isolated = false
    options.filter = try PreviewFilter(include: ["Map.swift:Map$", "Badge.swift:line-"])
    let report = PreviewRunner.run(options)
    #expect(report.failures.isEmpty, "\(report.summary)")
    let sidecar = try String(contentsOfFile: folder + "/PreviewFixtureCards_Map.swift_Map.json", encoding: .utf8)
    #expect(sidecar.contains("\"group\" : \"Navigation\""))
    #expect(sidecar.contains("\"line\" : 12"))
    #expect(sidecar.contains("\"model_identifier\" : \"iPhone15,4\""))
    let unnamed = try String(contentsOfFile: folder + "/PreviewFixtureCards_Badge.swift_line-18.json", encoding: .utf8)
    #expect(unnamed.contains("\"display_name\" : \"PreviewFixtureCards/Badge.swift:line-18\""))
    let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/PreviewFixtureCards_Map.swift_Map.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func aRequestChoosesTheModeAndTheSelection() throws {
    var request = HostRequest(job: .previewsNames, resultFile: "/r")
    request.previews.output = "/n"
    request.previews.included = ["Badge"]
    request.previews.device = "iPhone SE (3rd generation)"
    let names = try PreviewRunOptions(request)
    #expect(names.mode == .names(file: "/n") && names.device.name == "iPhone SE (3rd generation)")
    #expect(names.filter.include == ["Badge"])
    request.job = .previewsLayout
    #expect(try PreviewRunOptions(request).mode == .layoutOnly)
    request.job = .previewsExport
    request.previews.output = "/x"
    let export = try PreviewRunOptions(request)
    #expect(export.mode == .export(directory: "/x") && export.galleryDarkCopies)
    request.previews.device = "iPhone 99"
    #expect(throws: UnknownPreviewDevice.self) { try PreviewRunOptions(request) }
  }
}
