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
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return .couldNotStart("pipe failed (errno \(errno))") }
    // The child's standard error goes to a file, to find the trap's message in.
    let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(temporary)/darkroom-preview-stderr-XXXXXX".utf8CString)
    let errorFile = mkstemp(&template)
    let errorPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
      if errorFile >= 0 {
        close(errorFile)
        unlink(errorPath)
      }
    }
    fflush(nil)
    let pid = fork()
    if pid < 0 {
      close(fds[0])
      close(fds[1])
      return .couldNotStart("fork failed (errno \(errno))")
    }
    if pid == 0 {
      close(fds[0])
      if errorFile >= 0 { dup2(errorFile, 2) }
      var message = "ok"
      do { try work() } catch { message = "error:\(error)" }
      var bytes = Array(message.utf8)
      _ = write(fds[1], &bytes, bytes.count)
      close(fds[1])
      fflush(nil)
      _exit(0)
    }
    close(fds[1])
    var output: [UInt8] = []
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
      let count = read(fds[0], &buffer, buffer.count)
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(fds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if timedOut { return .timedOut }
    // WIFSIGNALED / WTERMSIG, spelled out: the macros are not imported into Swift.
    let signal = status & 0x7f
    if signal != 0 && signal != 0x7f { return .crashed(signal: signal, message: fatalErrorLine(errorFile)) }
    let text = String(decoding: output, as: UTF8.self)
    if text == "ok" { return .finished(ok: true, message: "") }
    if text.hasPrefix("error:") { return .finished(ok: false, message: String(text.dropFirst(6))) }
    return .finished(ok: false, message: "the preview's process ended with status \((status >> 8) & 0xff) before it finished")
  }

  /// The `Fatal error: …` line the runtime printed before the trap, without its file prefix.
  static func fatalErrorLine(_ descriptor: Int32) -> String? {
    guard descriptor >= 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while bytes.count < 1 << 20 {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
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
