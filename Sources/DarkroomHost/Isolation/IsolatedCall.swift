#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs work in a child process, so that a trap in it (a `fatalError`, a force-unwrapped
/// `nil`, a missing model) ends only that child: the parent learns the signal and goes on.
///
/// ```swift
/// switch IsolatedCall.run(timeout: 60, { try renderAndExport(preview) }) {
/// case .finished(let message): …
/// case .crashed(let signal): print("trapped with \(IsolatedCall.signalName(signal))")
/// …
/// }
/// ```
///
/// The child is a `fork` of the caller: it sees everything the parent has loaded (fonts,
/// type metadata) and writes its results to disk itself. Only the calling thread exists in
/// the child, so the work must not wait on other threads.
package enum IsolatedCall {
  package enum Outcome: Equatable {
    /// The work returned; its message (empty on success, the error otherwise).
    case finished(ok: Bool, message: String)
    /// The child was killed by a signal: it trapped. `message` is the runtime's
    /// `Fatal error: …` line, when it printed one.
    case crashed(signal: Int32, message: String?)
    /// The child ran past the timeout and was killed.
    case timedOut
    /// The child could not be started; the work was not run.
    case couldNotStart(String)
  }

  package static func run(timeout seconds: Int, _ work: () throws -> Void) -> Outcome {
    let (outcome, output) = runReporting(timeout: seconds) { report in
      var message = "ok"
      do { try work() } catch { message = "error:\(error)" }
      report(message)
    }
    guard case .finished(ok: true, _) = outcome else { return outcome }
    let text = String(decoding: output, as: UTF8.self)
    if text == "ok" { return .finished(ok: true, message: "") }
    if text.hasPrefix("error:") { return .finished(ok: false, message: String(text.dropFirst(6))) }
    return .finished(ok: false, message: "the preview's process ended before it finished")
  }

  /// Runs `work` in a child that reports as it goes: what it passes to `report` is written
  /// at once to a file the parent reads when the child has ended, so the parent knows how far
  /// the child got even when it traps (a file, not a pipe, so that reporting never wakes the
  /// parent). The outcome is `.finished(ok: true, …)` when the child returned.
  package static func runReporting(timeout seconds: Int, _ work: (_ report: (String) -> Void) -> Void) -> (Outcome, [UInt8]) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return (.couldNotStart("pipe failed (errno \(errno))"), []) }
    // The child's standard error goes to a file, to find the trap's message in.
    let errorFile = ScratchFile(prefix: "darkroom-preview-stderr")
    let reportFile = ScratchFile(prefix: "darkroom-preview-report")
    defer {
      errorFile.remove()
      reportFile.remove()
    }
    fflush(nil)
    let pid = fork()
    if pid < 0 {
      close(fds[0])
      close(fds[1])
      return (.couldNotStart("fork failed (errno \(errno))"), [])
    }
    if pid == 0 {
      close(fds[0])
      if errorFile.descriptor >= 0 { dup2(errorFile.descriptor, 2) }
      let output = reportFile.descriptor
      work { message in
        Array(message.utf8).withUnsafeBytes { bytes in
          guard let base = bytes.baseAddress else { return }
          var written = 0
          while written < bytes.count {
            let count = write(output, base + written, bytes.count - written)
            if count <= 0 { break }
            written += count
          }
        }
      }
      close(fds[1])
      fflush(nil)
      _exit(0)
    }
    close(fds[1])
    // Nothing comes through the pipe: its end of file says the child has ended.
    var pollDescriptor = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
    var timedOut = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let ready = poll(&pollDescriptor, 1, Int32(seconds * 1000))
      if ready == 0 {
        timedOut = true
        kill(pid, SIGKILL)
        break
      }
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if read(fds[0], &buffer, buffer.count) <= 0 { break }
    }
    close(fds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = reportFile.contents()
    if timedOut { return (.timedOut, output) }
    // WIFSIGNALED / WTERMSIG, spelled out: the macros are not imported into Swift.
    let signal = status & 0x7f
    if signal != 0 && signal != 0x7f {
      return (.crashed(signal: signal, message: fatalErrorLine(errorFile.contents())), output)
    }
    let exitStatus = (status >> 8) & 0xff
    if exitStatus != 0 {
      return (.finished(ok: false, message: "the preview's process ended with status \(exitStatus) before it finished"), output)
    }
    return (.finished(ok: true, message: ""), output)
  }

  /// The `Fatal error: …` line the runtime printed before the trap, without its file prefix.
  static func fatalErrorLine(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error:") }) else { return nil }
    return String(line[line.range(of: "Fatal error:")!.lowerBound...])
  }

  /// `SIGILL`, `SIGTRAP`, … for a signal number.
  package static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    default: "signal \(signal)"
    }
  }
}

/// A file in the temporary folder that a child process writes and its parent reads.
private struct ScratchFile {
  let descriptor: Int32
  private let path: String

  init(prefix: String) {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(folder)/\(prefix)-XXXXXX".utf8CString)
    descriptor = mkstemp(&template)
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Everything written to the file, up to 1 MiB.
  func contents() -> [UInt8] {
    guard descriptor >= 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return [] }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while bytes.count < 1 << 20 {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  func remove() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    unlink(path)
  }
}
