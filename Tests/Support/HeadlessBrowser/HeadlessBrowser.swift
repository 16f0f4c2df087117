import Foundation

/// Loads a page in headless Chromium, for the tests of the pages Darkroom writes (the run
/// report, the previews gallery, the screenshots page): the DOM after the page's script ran,
/// and Chromium's log, console messages included.
///
/// ```swift
/// @Test(.enabled(if: HeadlessBrowser.chromium != nil)) func pageLoads() async throws {
///   let page = try await HeadlessBrowser.load("file://" + folder + "/index.html")
///   #expect(page.dom.contains("data-ready=\"1\"") && !page.log.contains("CONSOLE"))
/// }
/// ```
public enum HeadlessBrowser {
  /// Chromium's path, when it is installed (`scripts/setup.sh` installs it).
  public static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The page at `url` after its script ran (two seconds of virtual time), and the log.
  public static func load(_ url: String) async throws -> (dom: String, log: String) {
    guard let chromium else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/usr/bin/chromium"]) }
    let id = UUID().uuidString
    let outputPath = NSTemporaryDirectory() + "darkroom-page-dom-\(id).html"
    let logPath = NSTemporaryDirectory() + "darkroom-page-log-\(id).txt"
    for path in [outputPath, logPath] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    defer {
      try? FileManager.default.removeItem(atPath: outputPath)
      try? FileManager.default.removeItem(atPath: logPath)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files",
      "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom", url,
    ]
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: logPath)
    // Waits without holding a thread of the test pool.
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return (read(outputPath), read(logPath))
  }
}
