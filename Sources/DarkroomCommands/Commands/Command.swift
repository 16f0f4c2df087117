/// A subcommand of `darkroom`.
protocol Command {
  /// The word that selects it: `darkroom <name> …`.
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// The whole `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the command's name.
  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode
}
