import DarkroomUI
import Dispatch
import Foundation
import XCTest

/// The same view gives the same pixels: in one process again and again, on threads rendering
/// at the same time, and in another process with other locale settings.
final class DeterminismTests: XCTestCase {
  func testRepeatedRendersAreIdentical() throws {
    let first = try SampleScreen.render()
    for _ in 0..<5 {
      XCTAssertTrue(try SampleScreen.render().hasSamePixels(as: first))
    }
  }

  func testThreadsRenderingAtOnceGetIdenticalPixels() throws {
    let reference = try SampleScreen.render(dark: true)
    let results = ResultSlots(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      results.store(index, Result { try SampleScreen.render(dark: true) })
    }
    for (index, result) in results.all.enumerated() {
      let bitmap = try XCTUnwrap(result).get()
      XCTAssertTrue(bitmap.hasSamePixels(as: reference), "thread \(index) drew different pixels")
    }
  }

  /// Runs `testWriteRenderForParentProcess` in a second process with Japanese locale
  /// settings and another time zone, then compares its decoded pixels with ours.
  func testAnotherProcessGetsIdenticalPixels() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-determinism-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["DarkroomUITests.DeterminismChildProcess/testWriteRenderForParentProcess"]
    var environment = ProcessInfo.processInfo.environment
    environment["DARKROOM_DETERMINISM_OUTPUT"] = output.path
    environment["LANG"] = "ja_JP.UTF-8"
    environment["LC_ALL"] = "ja_JP.UTF-8"
    environment["TZ"] = "Asia/Tokyo"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "the child process failed")

    let theirs = try PNG.decode(file: output.path)
    let ours = try SampleScreen.render(dark: true)
    XCTAssertTrue(ours.hasSamePixels(as: theirs), "the other process drew different pixels")
  }
}

/// The second process of ``DeterminismTests/testAnotherProcessGetsIdenticalPixels()``: it
/// renders and writes the PNG the parent compares. Run on its own (in a normal test run) it
/// writes to a temporary file and checks that the file gives back the pixels it rendered, so
/// it can fail in both roles.
final class DeterminismChildProcess: XCTestCase {
  func testWriteRenderForParentProcess() throws {
    let asked = ProcessInfo.processInfo.environment["DARKROOM_DETERMINISM_OUTPUT"]
    let path = asked ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("darkroom-determinism-self-\(UUID().uuidString).png").path
    defer { if asked == nil { try? FileManager.default.removeItem(atPath: path) } }
    let bitmap = try SampleScreen.render(dark: true)
    try FileBytes.writeAtomically(PNG.encode(bitmap, .fast), to: path)
    let written = try PNG.decode(file: path)
    XCTAssertTrue(written.hasSamePixels(as: bitmap), "the written render does not decode to the same pixels")
    XCTAssertEqual(written.width, 1179, "the sample screen is 393 points wide at 3x")
  }
}

/// Results written by concurrent iterations, one slot each.
final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Bitmap, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ index: Int, _ result: Result<Bitmap, any Error>) {
    lock.withLock { slots[index] = result }
  }

  var all: [Result<Bitmap, any Error>?] { lock.withLock { slots } }
}
