import Foundation
import Testing

/// The view layer links no test framework: an app target that imports it (as `SwiftUI` on
/// Linux) must not pull in XCTest or Swift Testing, and no XCTest observer may load with it.
@Suite struct ModuleIsolationTests {
  @Test func theViewModuleReferencesNoTestFramework() throws {
    // The module's objects are built beside this test binary, wherever the scratch path is.
    let binFolder = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).deletingLastPathComponent()
    let objects = binFolder.appendingPathComponent("DarkroomViews.build")
    let files = try FileManager.default.contentsOfDirectory(atPath: objects.path).filter { $0.hasSuffix(".o") }
    #expect(files.count > 50, "the view module's object files are in \(objects.path)")
    for file in files {
      let nm = Process()
      nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
      nm.arguments = ["-u", objects.appendingPathComponent(file).path]
      let output = Pipe()
      nm.standardOutput = output
      try nm.run()
      let symbols = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      nm.waitUntilExit()
      let testSymbols = symbols.split(separator: "\n").filter { $0.contains("6XCTest") || $0.contains("7Testing") || $0.contains("8Darkroom") }
      #expect(testSymbols.isEmpty, "\(file) refers to \(testSymbols.prefix(3))")
    }
  }
}
