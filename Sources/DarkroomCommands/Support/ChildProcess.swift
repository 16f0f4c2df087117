#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` with extra environment variables, its output going to
/// this tool's, and waits for it. No Foundation, so that the tool keeps starting fast.
enum ChildProcess {
  /// The program's exit status, or `nil` when it could not be started or was killed.
  static func run(_ arguments: [String], extraEnvironment: [String: String]) -> Int32? {
    var environment: [String] = []
    var index = 0
    while let entry = environ[index] {
      let text = String(cString: entry)
      let key = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
      if extraEnvironment[key] == nil { environment.append(text) }
      index += 1
    }
    for (key, value) in extraEnvironment.sorted(by: { $0.key < $1.key }) { environment.append("\(key)=\(value)") }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], nil, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    guard status & 0x7f == 0 else { return nil }
    return (status >> 8) & 0xff
  }

  /// What the program prints on standard output (its standard error goes to this tool's),
  /// or `nil` when it could not be started or did not exit with 0.
  static func output(_ arguments: [String]) -> String? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let started = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0
    close(fds[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while started {
      let count = read(fds[0], &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    close(fds[0])
    guard started else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The current directory.
  static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
