import DarkroomHostRequest

/// The options that choose previews and how they render: `--module`, `--exclude-module`,
/// `--include`, `--exclude`, `--device`. The same for every `darkroom previews` mode.
struct PreviewSelection {
  var previews = HostRequest.Previews()

  static let help = """
      --module <name>             Only previews declared in this module (repeatable).
      --exclude-module <name>     Not the previews of this module (repeatable).
      --include <regex>           Only previews whose name matches (repeatable).
      --exclude <regex>           Not the previews whose name matches (repeatable).
      --device <name>             The device previews render on unless they name one,
                                  e.g. "iPhone 15 Pro".
    """

  /// Reads `option` if it is one of these; `false` leaves it to the command.
  mutating func read(_ option: String, from parser: inout Arguments) throws(CommandError) -> Bool {
    switch option {
    case "--module": previews.modules.append(try parser.value(for: option))
    case "--exclude-module": previews.excludedModules.append(try parser.value(for: option))
    case "--include": previews.included.append(try parser.value(for: option))
    case "--exclude": previews.excluded.append(try parser.value(for: option))
    case "--device": previews.device = try parser.value(for: option)
    default: return false
    }
    return true
  }
}
