import DarkroomHostRequest

/// The tool's exit codes, the same for every command and for the host in the test binary:
/// 0 same (or done), 1 different or failed, 2 could not run.
typealias ExitCode = HostStatus

/// A reason the command could not run, shown as `darkroom: <message>` with exit code 2.
struct CommandError: Error, Equatable {
  var message: String
  /// Whether to point at `--help` after the message.
  var suggestsHelp: Bool

  init(_ message: String, suggestsHelp: Bool = false) {
    self.message = message
    self.suggestsHelp = suggestsHelp
  }

  static func usage(_ message: String) -> CommandError {
    CommandError(message, suggestsHelp: true)
  }
}
