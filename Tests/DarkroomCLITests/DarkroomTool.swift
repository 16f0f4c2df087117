import Foundation

/// The `darkroom` executable built beside the test bundle, run as a separate process.
enum DarkroomTool {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The tool's path: `DARKROOM_TOOL` if set, else `darkroom` beside the test bundle.
  static var executable: URL {
    if let path = ProcessInfo.processInfo.environment["DARKROOM_TOOL"] { return URL(fileURLWithPath: path) }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return bundle.appendingPathComponent("darkroom")
  }

  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes before waiting, so a large output cannot fill a pipe and stall the tool.
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self))
  }
}

private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data) { lock.withLock { data = value } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
