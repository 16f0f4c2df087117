import DarkroomFiles
import DarkroomRunsCore
import Testing

@Suite struct ManifestTests {
  let recorded = RunManifest(
    run: "shop",
    environment: [
      ("darkroom", "0.1.0"), ("renderer.cairo", "1.16.0"), ("font./usr/share/fonts/Inter-Regular.otf", "411640 bytes, crc32 0a0b0c0d"),
      ("device.iPhone 15", "393×852 pt @3x"),
    ],
    axes: sampleAxes, states: [.init(id: "paywall/en/light", file: "paywall_en_light", width: 1179, height: 2556)])

  @Test func theSameEnvironmentHasNoMismatch() {
    #expect(recorded.mismatch(with: recorded) == nil)
  }

  @Test func aMismatchNamesEveryEntryThatDiffers() throws {
    var now = recorded
    now.environment = [
      ("darkroom", "0.1.0"), ("renderer.cairo", "1.18.0"), ("device.iPhone 15", "393×852 pt @2x"), ("swift", "6.3"),
    ]
    let message = try #require(recorded.mismatch(with: now))
    #expect(message.contains("renderer.cairo: recorded with 1.16.0, now 1.18.0"))
    #expect(message.contains("font./usr/share/fonts/Inter-Regular.otf: recorded with 411640 bytes, crc32 0a0b0c0d, absent now"))
    #expect(message.contains("device.iPhone 15: recorded with 393×852 pt @3x, now 393×852 pt @2x"))
    #expect(message.contains("swift: not in the recording, now 6.3"))
    #expect(!message.contains("darkroom:"))
  }

  @Test func aDeviceOnlyOneSideHasIsNotAMismatch() {
    var now = recorded
    now.environment.append(("device.iPhone SE (3rd generation)", "375×667 pt @2x"))
    #expect(recorded.mismatch(with: now) == nil)
  }

  @Test func theManifestIsWrittenAndReadBack() throws {
    let folder = temporaryFolder("manifest")
    defer { FileTree.remove(folder) }
    try write(recorded.json.text(pretty: true), to: folder + "/manifest.json")
    #expect(try RunManifest.read(from: folder + "/manifest.json") == recorded)
  }

  @Test func aBrokenManifestIsAnErrorNamingTheFile() throws {
    let folder = temporaryFolder("manifest")
    defer { FileTree.remove(folder) }
    try write(String(recorded.json.text(pretty: true).prefix(80)), to: folder + "/manifest.json")
    #expect {
      try RunManifest.read(from: folder + "/manifest.json")
    } throws: { "\($0)".contains(folder + "/manifest.json") && "\($0)".contains("not valid JSON") }
    try write(#"{"schema":"something else"}"#, to: folder + "/manifest.json")
    #expect {
      try RunManifest.read(from: folder + "/manifest.json")
    } throws: { "\($0)".contains("is not a darkroom run manifest") }
    #expect {
      try RunManifest.read(from: folder + "/missing.json")
    } throws: { "\($0)".contains("record the baselines with darkroom run record") }
  }
}
