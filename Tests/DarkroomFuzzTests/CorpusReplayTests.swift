import DarkroomFuzzing
import Foundation
import Testing

/// The fuzzers' corpus and findings, read again through the same harness the fuzzer runs.
enum FuzzFolders {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
  static let corpus = tests + "/FuzzCorpus"
  static let findings = tests + "/FuzzFindings"

  static func scratch() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-fuzz-\(UUID().uuidString)").path
  }
}

@Suite struct CorpusReplayTests {
  @Test(arguments: FuzzKind.allCases)
  func everyCorpusFileAndSavedFindingReadsToAValueOrATypedErrorNamingTheFile(kind: FuzzKind) throws {
    let corpus = try FuzzCorpus.files(in: FuzzFolders.corpus, kind: kind)
    let findings = try FuzzCorpus.files(in: FuzzFolders.findings, kind: kind)
    #expect(corpus.count >= 2, "the \(kind.rawValue) fuzzer needs seeds in FuzzCorpus/\(kind.rawValue)/")
    let scratch = FuzzFolders.scratch()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    for file in corpus + findings {
      let outcome = FuzzHarness.run(kind, file.bytes, scratch: scratch)
      #expect(!outcome.isFinding, "\(file.path): \(outcome.tag): \(outcome.detail.prefix(300))")
    }
  }

  @Test(arguments: FuzzKind.allCases)
  func handWrittenSeedsAreValidFilesOfTheirKind(kind: FuzzKind) throws {
    let scratch = FuzzFolders.scratch()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    for file in try FuzzCorpus.files(in: FuzzFolders.corpus, kind: kind) where !file.path.contains("/regression-") {
      let outcome = FuzzHarness.run(kind, file.bytes, scratch: scratch)
      #expect(outcome.tag == "value", "\(file.path): \(outcome.detail.prefix(300))")
    }
  }

  /// What each input that once crashed, hung or ran away now reads to.
  @Test(arguments: [
    (FuzzKind.inlineSource, "regression-nested-interpolations.swift", "rewritten"),
    (.png, "regression-palette-length.png", "damaged PNG file"),
    (.png, "regression-empty-size-overflow.png", "1×1"),
    (.png, "regression-tiny-claims-huge.png", "is truncated"),
    (.png, "regression-tiny-claims-huge-interlaced.png", "is truncated"),
    (.summary, "regression-size-overflow.json", "2 states"),
    (.xcstrings, "regression-substitution-repeats.xcstrings", "0 resolved"),
    (.runConfiguration, "regression-duplicate-language.json", "lists 'en' twice"),
    (.runConfiguration, "regression-too-many-states.json", "more than the 100000 a run takes"),
  ])
  func regressionInputsEndAsTheFixMeantThem(kind: FuzzKind, name: String, expected: String) throws {
    let path = "\(FuzzFolders.corpus)/\(kind.rawValue)/\(name)"
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let scratch = FuzzFolders.scratch()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let outcome = FuzzHarness.run(kind, bytes, scratch: scratch)
    #expect(!outcome.isFinding)
    #expect(outcome.detail.contains(expected), "\(name): \(outcome.detail.prefix(300))")
  }

  @Test func noCorpusFileOrFindingTrapsTheProcessReadingIt() async {
    await #expect(processExitsWith: .success) {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-fuzz-exit-\(getpid())").path
      for kind in FuzzKind.allCases {
        for folder in ["FuzzCorpus", "FuzzFindings"] {
          for file in (try? FuzzCorpus.files(in: "\(root)/\(folder)", kind: kind)) ?? [] {
            _ = FuzzHarness.run(kind, file.bytes, scratch: scratch)
          }
        }
      }
      try? FileManager.default.removeItem(atPath: scratch)
    }
  }
}

@Suite struct FuzzInputsTests {
  @Test(arguments: FuzzKind.allCases)
  func anInputIsTheSameBytesForTheSameSeedAndIndex(kind: FuzzKind) throws {
    let seeds = try FuzzCorpus.files(in: FuzzFolders.corpus, kind: kind).map(\.bytes)
    let first = FuzzInputs(kind: kind, seeds: seeds)
    let second = FuzzInputs(kind: kind, seeds: seeds)
    let indices = [0, 1, 17, 4711]
    for index in indices {
      #expect(first.input(seed: 9, index: index) == second.input(seed: 9, index: index))
      #expect(first.input(seed: 9, index: index).count <= FuzzInputs.maximumSize)
    }
    let distinct = Set((0..<20).map { first.input(seed: 9, index: $0) })
    #expect(distinct.count > 10, "inputs of one run should differ")
  }

  @Test func pngMutationsKeepChunkChecksumsRight() throws {
    let seeds = try FuzzCorpus.files(in: FuzzFolders.corpus, kind: .png).map(\.bytes)
    let inputs = FuzzInputs(kind: .png, seeds: seeds)
    var checked = 0
    for index in 0..<200 {
      let bytes = inputs.input(seed: 3, index: index)
      guard bytes.count >= 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { continue }
      // The header chunk's CRC, computed as the PNG specification defines it.
      let body = Array(bytes[12..<29])
      let stored = bytes[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      if stored == crc32(body) { checked += 1 }
    }
    #expect(checked > 100, "most inputs should carry a header whose CRC is right, so decoders read past it")
  }

  private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
