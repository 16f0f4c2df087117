import DarkroomPreviews
import DarkroomUI
import Foundation
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
  /// lacks its `@EnvironmentObject`; each is reported by name with its signal or error, and the previews before and after them are exported. The
  /// run happens as `darkroom previews` runs it: the test binary's `DarkroomPreviewsRun`.
  @Test func aPreviewThatTrapsLosesNothingElse() async throws {
    let folder = temporaryFolder("crash")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, errors) = try await runPreviewsInNewProcess([
      "SNAPSHOTS_EXPORT_DIR": folder, "DARKROOM_PREVIEWS_MODULES": "PreviewFixtureScreens",
      "DARKROOM_PREVIEWS_GALLERY": "0",
    ])
    #expect(status != 0)
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
    let (status, errors) = try await runPreviewsInNewProcess([
      "DARKROOM_PREVIEWS_LAYOUT_ONLY": "1", "DARKROOM_PREVIEWS_MODULES": "PreviewFixtureScreens",
    ])
    #expect(status != 0)
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

  @Test func recordThenVerifyAndAChangedPreviewFailsNamingItsReference() throws {
    let folder = temporaryFolder("references")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let filter = try PreviewFilter(include: ["BadgeStates_Previews:O"])
    var record = PreviewRunOptions(mode: .record(directory: folder))
    record.filter = filter
    record.isolated = false
    #expect(PreviewRunner.run(record).failures.isEmpty)
    var verify = PreviewRunOptions(mode: .verify(directory: folder))
    verify.filter = filter
    verify.isolated = false
    #expect(PreviewRunner.run(verify).failures.isEmpty)

    // "Off" now has "On"'s reference: it differs, and says where both images are.
    let on = folder + "/PreviewFixtureCards_BadgeStates_Previews_On.png"
    let off = folder + "/PreviewFixtureCards_BadgeStates_Previews_Off.png"
    try FileManager.default.removeItem(atPath: off)
    try FileManager.default.copyItem(atPath: on, toPath: off)
    let report = PreviewRunner.run(verify)
    #expect(report.failures.map(\.name) == ["PreviewFixtureCards/BadgeStates_Previews:Off"])
    guard case .failed(let message) = report.failures.first?.status else { return }
    #expect(message.hasPrefix("does not match \(off) (new image: \(folder)/.new/PreviewFixtureCards_BadgeStates_Previews_Off.png)"))
    #expect(FileManager.default.fileExists(atPath: folder + "/.new/PreviewFixtureCards_BadgeStates_Previews_Off.png"))

    try FileManager.default.removeItem(atPath: on)
    let missing = PreviewRunner.run(verify)
    #expect(missing.failures.first?.status == .failed("no reference at \(on); record it with `darkroom previews record`"))
  }

  @Test func environmentChoosesTheMode() throws {
    #expect(try PreviewRunOptions.fromEnvironment(["DARKROOM_PREVIEWS_VERIFY": "/r"])?.mode == .verify(directory: "/r"))
    #expect(try PreviewRunOptions.fromEnvironment(["DARKROOM_PREVIEWS_RECORD": "/r"])?.mode == .record(directory: "/r"))
    #expect(try PreviewRunOptions.fromEnvironment([:]) == nil)
    #expect(try PreviewRunOptions.fromEnvironment(["TEST_RUNNER_SNAPSHOTS_EXPORT_DIR": "/x"])?.mode == .export(directory: "/x"))
    #expect(
      try PreviewRunOptions.fromEnvironment(["SNAPSHOTS_EXPORT_DIR": "/x", "SNAPSHOTS_ALL_IMAGE_NAMES_FILE": "/n"])?.mode
        == .names(file: "/n"))
    #expect(try PreviewRunOptions.fromEnvironment(["DARKROOM_PREVIEWS_LAYOUT_ONLY": "1"])?.mode == .layoutOnly)
  }
}
