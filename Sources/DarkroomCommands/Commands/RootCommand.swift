import DarkroomRunsCore

/// `darkroom`: dispatches to a subcommand, or prints help or the version.
///
/// ```swift
/// exit(RootCommand.main(["compare", "before.png", "after.png"]))
/// ```
public enum RootCommand {
  static let version = DarkroomVersion.current

  /// Every subcommand, in the order `--help` lists them.
  static var commands: [any Command.Type] { [CompareCommand.self, PreviewsCommand.self, RunCommand.self, ScreenshotsCommand.self] }

  static var help: String {
    var text = """
      darkroom \(version): snapshot and visual-regression testing for Swift on Linux.

      USAGE: darkroom <command> [options]
             darkroom help <command>

      OPTIONS:
        -h, --help     Show this help, or a command's help after its name.
        --version      Show the version.

      """
    if commands.isEmpty {
      text += "\nCOMMANDS: none yet in this version.\n"
    } else {
      text += "\nCOMMANDS:\n"
      let width = commands.map { $0.name.count }.max() ?? 0
      for command in commands {
        text += "  " + command.name + String(repeating: " ", count: width - command.name.count + 3)
          + command.abstract + "\n"
      }
    }
    text += """

      EXIT STATUS:
        0  the inputs are the same (or the command succeeded)
        1  the inputs differ
        2  the command could not run; the message names the file or value at fault
      """
    return text
  }

  /// Runs the tool with the arguments after its name, and gives the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    do {
      return try run(arguments).rawValue
    } catch {
      Output.error("darkroom: \(error.message)")
      if error.suggestsHelp { Output.error("Run 'darkroom --help' for usage.") }
      return ExitCode.couldNotRun.rawValue
    }
  }

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    guard let first = arguments.first else {
      Output.print(help)
      return .same
    }
    switch first {
    case "-h", "--help":
      Output.print(help)
      return .same
    case "--version":
      Output.print(version)
      return .same
    case "help":
      guard let name = arguments.dropFirst().first else {
        Output.print(help)
        return .same
      }
      Output.print(try command(named: name).help)
      return .same
    default:
      let command = try command(named: first)
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        Output.print(command.help)
        return .same
      }
      return try command.run(rest)
    }
  }

  private static func command(named name: String) throws(CommandError) -> any Command.Type {
    guard let command = commands.first(where: { $0.name == name }) else {
      if name.hasPrefix("-") { throw .usage("unknown option '\(name)'") }
      throw .usage("unknown command '\(name)'")
    }
    return command
  }
}
