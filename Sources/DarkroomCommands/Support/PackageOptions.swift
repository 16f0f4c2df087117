/// The options that say which package's tests to build and how: `--package-path`,
/// `--scratch-path`, `-c`, or `--test-binary` to use one already built. Shared by every
/// command that runs a job in the test binary.
struct PackageOptions {
  var packageArguments: [String] = []
  var packagePath = "."
  var configuration = "debug"
  /// A test binary already built (by the SwiftPM plugin, or a CI step): nothing is built.
  var testBinary: String?

  static let help = """
      --package-path <path>       The package (default: the current folder).
      --scratch-path <path>       SwiftPM's build folder (default: .build in the package).
      -c, --configuration <c>     debug (default) or release.
      --test-binary <file>        Use this built test binary (<Package>PackageTests.xctest) and
                                  build nothing.
    """

  /// Reads `option` if it is one of these; `false` leaves it to the command.
  mutating func read(_ option: String, from parser: inout Arguments) throws(CommandError) -> Bool {
    switch option {
    case "--package-path":
      packagePath = try parser.value(for: option)
      packageArguments += ["--package-path", packagePath]
    case "--scratch-path":
      packageArguments += ["--scratch-path", try parser.value(for: option)]
    case "-c", "--configuration":
      let value = try parser.value(for: option)
      guard value == "debug" || value == "release" else { throw .usage("\(option) must be debug or release, not '\(value)'") }
      configuration = value
      packageArguments += ["-c", value]
    case "--test-binary":
      testBinary = try parser.value(for: option)
    default:
      return false
    }
    return true
  }
}
