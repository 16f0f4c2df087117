import DarkroomHostRequest

/// `--in-process` and `--no-progress`: how the test binary runs a job, read the same way by
/// every command that runs one.
enum RunnerFlags {
  static let help = """
      --in-process                Run in the test binary's own process (faster; a trap ends the
                                  run). By default each preview or state runs in a child
                                  process, and a trap fails only its own.
      --no-progress               No line per preview, state or screenshot.
    """

  /// Reads `option` into `request` if it is one of these; `false` leaves it to the command.
  static func read(_ option: String, from parser: inout Arguments, into request: inout HostRequest) throws(CommandError) -> Bool {
    switch option {
    case "--in-process" where request.job != .screenshots:
      try parser.flag(option)
      request.isolated = false
    case "--no-progress":
      try parser.flag(option)
      request.showsProgress = false
    default:
      return false
    }
    return true
  }
}
