import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI
import Foundation
import Testing

/// Record, then verify: each status a state can have, the manifest check, accept.
@MainActor @Suite struct RunEngineTests {
  @Test func statesNameEveryAxis() {
    let matrix = RunMatrix(
      "m", screens: sampleMatrix().screens, languages: ["en"], appearances: [.dark], devices: [.iPhoneSE3],
      textSizes: [.accessibility2], layoutDirections: [.rightToLeft])
    #expect(matrix.states.map(\.id) == ["greeting/en/dark/iPhone SE (3rd generation)/accessibility2/rtl", "label/en/dark/iPhone SE (3rd generation)/accessibility2/rtl"])
    #expect(matrix.states[0].fileStem == "greeting_en_dark_iPhone-SE--3rd-generation-_accessibility2_rtl")
    #expect(sampleMatrix().states.count == 8)
  }

  @Test func aMatrixWithARepeatedValueIsRejectedByName() {
    let matrix = RunMatrix("m", screens: sampleMatrix().screens, languages: ["en", "en"])
    #expect { try RunEngine.run(matrix, RunFolder().options(.record)) } throws: {
      "\($0)".contains("lists the language 'en' twice")
    }
  }

  @Test func recordThenVerifyFindsEveryStateUnchanged() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let recorded = try await runYielding(sampleMatrix(), folder.options(.record))
    #expect(recorded.passed)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.baselines).sorted()
    #expect(files.count == 9 && files.contains("manifest.json") && files.contains("greeting_ja_dark.png"))
    let manifest = try RunManifest.read(from: folder.baselines + "/manifest.json")
    #expect(manifest.states.count == 8 && manifest.states[0].width == 360)
    let keys = manifest.environment.map(\.0)
    for key in ["darkroom", "renderer", "swift", "renderer.cairo", "package.fonts-inter", "device.iPhone 15"] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(keys.contains { $0.hasPrefix("font./usr/share/fonts/") })

    let verified = try await runYielding(sampleMatrix(), folder.options(.verify))
    #expect(verified.passed)
    #expect(verified.summary?.line == "8 states: 8 unchanged")
  }

  @Test func eachStatusIsReported() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    try FileManager.default.removeItem(atPath: folder.baselines + "/label_en_light.png")
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.baselines + "/label_en_dark.png"))
    let outcome = try await runYielding(sampleMatrix(version: 2, languages: ["en", "ja", "ar"]), folder.options(.verify))
    let summary = try #require(outcome.summary)
    #expect(!outcome.passed)
    func status(_ id: String) -> StateStatus? { summary.results.first { $0.state.id == id }?.status }
    #expect(status("greeting/en/light") == .changed)
    #expect(status("greeting/ar/dark") == .new)
    #expect(status("label/en/light") == .missingBaseline)
    #expect(status("label/en/dark") == .error)
    #expect(status("label/ja/light") == .unchanged)
    #expect(summary.line == "12 states: 1 error, 1 missing baseline, 4 changed, 4 new, 2 unchanged")
    let changed = try #require(summary.results.first { $0.state.id == "greeting/en/light" })
    #expect(changed.changedPixels > 0 && changed.changedPixels < 360 * 120 / 10)
    #expect(changed.regions.count == 1, "only the dot changed")
    for image in [changed.baselineImage, changed.currentImage, changed.diffImage] {
      let path = try #require(image)
      #expect(FileManager.default.fileExists(atPath: folder.report + "/" + path), "\(path)")
    }
    let broken = try #require(summary.results.first { $0.state.id == "label/en/dark" })
    #expect(broken.message?.contains(folder.baselines + "/label_en_dark.png") == true)
    #expect(broken.message?.contains("is not a readable PNG") == true)
  }

  @Test func aScreenThatForcesItsColourSchemeIsAnErrorNotAWrongImage() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    let matrix = RunMatrix(
      "forced",
      screens: [RunScreen("card", layout: .fixed(width: 80, height: 30)) { Text("Hi").preferredColorScheme(.light) }],
      appearances: [.light, .dark])
    #expect { try RunEngine.run(matrix, folder.options(.record)) } throws: { error in
      "\(error)".contains("card/dark: the screen 'card' sets .preferredColorScheme(.light), so the state card/dark would show light, not dark")
    }
    var lightOnly = matrix
    lightOnly.appearances = [.light]
    #expect(try await runYielding(lightOnly, folder.options(.record)).passed, "a light state may ask for light")
  }

  @Test func aToleranceHidesSmallChanges() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    var options = folder.options(.verify)
    options.rule = RunRule(.precision(0.9))
    let outcome = try await runYielding(sampleMatrix(version: 2), options)
    #expect(outcome.passed, "the dot is under a tenth of the card")
    #expect(outcome.summary?.rule == "exact, precision 0.9")
  }

  @Test func anEnvironmentMismatchStopsBeforeComparingAndSaysWhat() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    let path = folder.baselines + "/manifest.json"
    let manifest = read(path)
    let edited = manifest.replacingOccurrences(of: #""renderer": "1""#, with: #""renderer": "0""#)
    #expect(edited != manifest)
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try RunEngine.run(sampleMatrix(), folder.options(.verify)) } throws: { error in
      let message = "\(error)"
      return message.contains("the environment differs") && message.contains("renderer: recorded with 0, now 1")
        && message.contains("nothing was compared")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.report + "/summary.json"), "no report of a run that did not run")
  }

  @Test func verifyWithoutBaselinesSaysToRecord() {
    let folder = RunFolder()
    defer { folder.remove() }
    #expect { try RunEngine.run(sampleMatrix(), folder.options(.verify)) } throws: {
      "\($0)".contains("record them first with darkroom run record")
    }
  }

  @Test func acceptedStatesVerifyUnchangedAfterwards() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    let changedMatrix = sampleMatrix(version: 2, languages: ["en", "ja", "ar"])
    _ = try await runYielding(changedMatrix, folder.options(.verify))
    let one = try Acceptance.accept(reportFolder: folder.report, states: ["greeting/ja/dark"])
    #expect(one == ["greeting/ja/dark"])
    let after = try #require(try await runYielding(changedMatrix, folder.options(.verify)).summary)
    #expect(after.results.first { $0.state.id == "greeting/ja/dark" }?.status == .unchanged)
    #expect(after.results.first { $0.state.id == "greeting/en/dark" }?.status == .changed)
    _ = try Acceptance.accept(reportFolder: folder.report)
    #expect(try await runYielding(changedMatrix, folder.options(.verify)).passed)
  }

  @Test func recordingReplacesTheWholeSetAndLeavesNothingBeside() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(languages: ["en", "ja", "ar"]), folder.options(.record))
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.baselines).count == 9, "the ar baselines went with the old set")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["baselines"])
  }
}
