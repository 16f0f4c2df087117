import DarkroomFiles
import DarkroomFuzzing
import Glibc

/// Runs one kind's fuzzer for a time: starts a worker process, follows its progress lines,
/// and turns what happens to it into findings. A worker that dies mid-input is a crash, one
/// that takes longer than the time limit on one input is a hang, one whose resident memory
/// passes the limit is unbounded memory; each is stopped, its input saved, and a new worker
/// goes on from the next input.
struct FuzzSupervisor {
  let options: FuzzOptions
  let kind: FuzzKind

  struct Tally {
    var inputs = 0
    var values = 0
    var rejected = 0
    var crashes = 0
    var hangs = 0
    var memory = 0
    var otherFindings = 0
    var peakKiB = 0
    var workers = 0
  }

  func run(seconds: Double) -> Tally {
    var tally = Tally()
    let inputs: FuzzInputs
    do { inputs = FuzzInputs(kind: kind, seeds: try FuzzCorpus.files(in: options.corpus, kind: kind).map(\.bytes)) } catch {
      print("cannot read the \(kind.rawValue) corpus: \(error)")
      return tally
    }
    let end = Clock.now + seconds
    var next = options.from
    var nextIndex = next
    while Clock.now < end {
      guard let worker = Worker.start(options: options, kind: kind, from: next) else {
        print("cannot start a \(kind.rawValue) worker")
        break
      }
      tally.workers += 1
      var current: Int?
      var started = Clock.now
      var buffer: [UInt8] = []
      var ended: (kind: String, detail: String)?
      reading: while true {
        var poller = pollfd(fd: worker.output, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, 50)
        if ready > 0 {
          var chunk = [UInt8](repeating: 0, count: 4096)
          let count = chunk.withUnsafeMutableBytes { read(worker.output, $0.baseAddress, $0.count) }
          if count <= 0 { break reading }
          buffer += chunk[0..<count]
          while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: buffer[..<newline], as: UTF8.self).split(separator: " ")
            buffer.removeSubrange(...newline)
            if line.first == "S", line.count == 2, let index = Int(line[1]) {
              current = index
              started = Clock.now
            } else if line.first == "D", line.count == 4, let rss = Int(line[2]) {
              tally.inputs += 1
              tally.peakKiB = max(tally.peakKiB, rss)
              switch line[3] {
              case "value": tally.values += 1
              case "rejected": tally.rejected += 1
              case "memory": tally.memory += 1
              default: tally.otherFindings += 1
              }
              current = nil
              if let index = Int(line[1]) { nextIndex = index + 1 }
            }
          }
        }
        if let index = current, Clock.now - started > options.timeout {
          ended = ("hang", "input \(index) ran for more than \(options.timeout) s")
          break reading
        }
        let resident = worker.residentKiB()
        if resident > options.memoryLimitMB * 1024 {
          ended = ("memory", "the worker's resident memory reached \(resident / 1024) MiB (limit \(options.memoryLimitMB) MiB)")
          break reading
        }
        if Clock.now >= end { break reading }
      }
      let stoppedByUs = ended != nil || Clock.now >= end
      let status = worker.stop(kill: stoppedByUs)
      guard let index = current else {
        // Stopped between inputs: at the end of the time, or a worker that could not start.
        if !stoppedByUs {
          print("the \(kind.rawValue) worker stopped between inputs: \(status)\n\(worker.errorTail())")
          break
        }
        next = nextIndex
        continue
      }
      if ended == nil, !stoppedByUs { ended = ("crash", status.description + "\n\n" + worker.errorTail()) }
      guard let (tag, detail) = ended else { break }
      switch tag {
      case "hang": tally.hangs += 1
      case "memory": tally.memory += 1
      default: tally.crashes += 1
      }
      tally.inputs += 1
      FuzzFindings.save(
        inputs.input(seed: options.seed, index: index), kind: kind, tag: tag, seed: options.seed, index: index, detail: detail,
        in: options.findings)
      next = index + 1
      nextIndex = next
    }
    return tally
  }
}

/// A running worker process and the read end of its progress pipe.
struct Worker {
  let pid: pid_t
  let output: Int32
  let errorLog: String

  static func start(options: FuzzOptions, kind: FuzzKind, from: Int) -> Worker? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    let errorLog = "\(options.scratch)/\(kind.rawValue)-worker.log"
    try? FileBytes.writeAtomically([], to: errorLog, creatingFolder: true)
    let arguments = [
      executablePath(), "worker", "--kind", kind.rawValue, "--seed", String(options.seed), "--from", String(from),
      "--corpus", options.corpus, "--findings", options.findings, "--scratch", options.scratch,
      "--input-memory-mb", String(options.inputMemoryLimitMB),
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // No backtrace on a crash: it takes seconds, and the finding is the input.
    var environment = ProcessEnvironment.current.filter { !$0.hasPrefix("SWIFT_BACKTRACE=") } + ["SWIFT_BACKTRACE=enable=no"]
    var pid: pid_t = 0
    let status = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in posix_spawn(&pid, argv[0]!, &actions, nil, argv, envp) }
    }
    environment.removeAll()
    close(pipeEnds[1])
    guard status == 0 else {
      close(pipeEnds[0])
      return nil
    }
    return Worker(pid: pid, output: pipeEnds[0], errorLog: errorLog)
  }

  /// The worker's resident memory now, from `/proc/<pid>/statm`.
  func residentKiB() -> Int {
    guard let bytes = try? FileBytes.read("/proc/\(pid)/statm") else { return 0 }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  struct Status: CustomStringConvertible {
    var killed: Bool
    var description: String
    var maxKiB: Int
  }

  func stop(kill shouldKill: Bool) -> Status {
    if shouldKill { kill(pid, SIGKILL) }
    close(output)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let signal = status & 0x7F
    let description =
      signal != 0 ? "the worker died of signal \(signal) (\(String(cString: strsignal(signal))))" : "the worker exited with \((status >> 8) & 0xFF)"
    return Status(killed: shouldKill, description: description, maxKiB: usage.ru_maxrss)
  }

  /// The end of what the worker wrote to standard error: the trap's message, if any.
  func errorTail() -> String {
    guard let bytes = try? FileBytes.read(errorLog) else { return "" }
    return String(decoding: bytes.suffix(2000), as: UTF8.self)
  }

  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
  }
}

enum ProcessEnvironment {
  static var current: [String] {
    var result: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      result.append(String(cString: entry))
      pointer += 1
    }
    return result
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
  let pointers = strings.map { strdup($0) }
  defer { pointers.forEach { free($0) } }
  return body(pointers + [nil])
}

enum Clock {
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
