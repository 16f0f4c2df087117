/// The tool's exit codes, the same for every command.
enum ExitCode: Int32 {
  /// The inputs are the same (or the command succeeded).
  case same = 0
  /// The inputs differ.
  case different = 1
  /// The command could not run: bad arguments, unreadable or invalid input.
  case couldNotRun = 2
}

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
