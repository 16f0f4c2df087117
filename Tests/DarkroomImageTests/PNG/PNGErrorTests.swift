import DarkroomPixels
import Foundation
import Testing

/// Damaged, truncated, oversized and foreign files: each gives a typed error that names the
/// file and the problem.
@Suite struct PNGErrorTests {
  private func decodeError(_ bytes: [UInt8], source: String = "shot.png", limits: PNGLimits = .standard) -> PNGError? {
    do {
      _ = try PNG.decode(bytes, source: source, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func nonPNGIsNamedAsSuch() {
    let error = decodeError(Array("GIF89a, not a PNG at all".utf8))
    #expect(error?.problem == .notPNG)
    #expect(error?.description.hasPrefix("shot.png is not a PNG file") == true)
  }

  @Test func emptyAndSignatureOnlyFilesAreTruncated() {
    #expect(decodeError([])?.problem == .truncated)
    #expect(decodeError([0x89, 0x50, 0x4E])?.problem == .truncated)
    #expect(decodeError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])?.problem == .truncated)
  }

  @Test(arguments: ["decoding/rgb-8.png", "decoding/filters-rgba.png", "decoding/palette-4.png"])
  func truncatedFilesAreReportedAtEveryLength(name: String) throws {
    let bytes = try Fixtures.bytes(name)
    for length in stride(from: 8, to: bytes.count, by: max(1, bytes.count / 40)) {
      let error = decodeError(Array(bytes.prefix(length)))
      #expect(error != nil, "\(name) cut to \(length) bytes decoded")
      if let error { #expect(error.problem == .truncated || isCorrupt(error.problem), "\(error)") }
    }
    // Missing only the IEND chunk still loses the end of the file.
    #expect(decodeError(Array(bytes.dropLast(12))) != nil)
  }

  @Test func aFlippedBitInTheImageDataIsCorrupt() throws {
    var bytes = try Fixtures.bytes("decoding/filters-rgb.png")
    let idat = try #require(findChunk("IDAT", in: bytes))
    bytes[idat + 8 + 10] ^= 0x10
    let error = try #require(decodeError(bytes))
    #expect(isCorrupt(error.problem))
    #expect(error.description.hasPrefix("shot.png is a damaged PNG file ("))
  }

  @Test func oversizedImagesAreRefusedBeforeAnyAllocation() throws {
    let bytes = try Fixtures.bytes("decoding/oversized.png")
    let error = try #require(decodeError(bytes, source: "bomb.png"))
    #expect(error.problem == .tooLarge(width: 100_000, height: 100_000, limit: 100_000_000))
    #expect(error.description.contains("bomb.png is 100000×100000 pixels"))
    #expect(error.description.contains("PNGLimits.maxPixelCount"))
    let small = try Fixtures.bytes("decoding/rgb-8.png")
    #expect(decodeError(small, limits: PNGLimits(maxPixelCount: 90))?.problem == .tooLarge(width: 13, height: 7, limit: 90))
  }

  @Test func missingFilesNameThePath() {
    do {
      _ = try PNG.decode(file: "/nonexistent/folder/reference.png")
      Issue.record("a missing file decoded")
    } catch {
      guard case .unreadable(let fileError) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(fileError.code == ENOENT)
      #expect(error.description == "Could not read /nonexistent/folder/reference.png: No such file or directory. Check the path.")
    }
  }

  @Test func aFolderIsNotAFile() throws {
    let folder = try TemporaryFolder()
    #expect(throws: PNGError.self) { try PNG.decode(file: folder.url.path) }
  }

  private func isCorrupt(_ problem: PNGError.Problem) -> Bool {
    if case .corrupt = problem { return true }
    return false
  }

  private func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(type.utf8)
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if Array(bytes[(offset + 4)..<(offset + 8)]) == needle { return offset }
      offset += 12 + length
    }
    return nil
  }
}
