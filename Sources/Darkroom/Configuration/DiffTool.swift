extension SnapshotTestingConfiguration {
  /// A command, ready to paste into a shell, that opens a failed snapshot beside its
  /// reference. Failure messages include it.
  ///
  /// A string literal names a program; the two paths follow it, quoted:
  ///
  /// ```swift
  /// withSnapshotTesting(diffTool: "code --diff") { ... }
  /// // code --diff "/…/__Snapshots__/Tests/Suite.test.1.txt" "/tmp/…/Suite.test.1.txt"
  /// ```
  ///
  /// For any other shape of command, build it from the two paths:
  ///
  /// ```swift
  /// let tool = SnapshotTestingConfiguration.DiffTool { reference, new in
  ///   "compare \(reference) \(new) /tmp/difference.png"
  /// }
  /// ```
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    /// Makes the command from the reference's path and the failed snapshot's path.
    public var command: @Sendable (_ referencePath: String, _ failedPath: String) -> String

    /// Creates a diff tool from a function of the two paths (not quoted for you).
    public init(_ command: @escaping @Sendable (_ referencePath: String, _ failedPath: String) -> String) {
      self.command = command
    }

    /// Creates a diff tool that runs `program` with the two paths, each quoted for a POSIX shell.
    public init(stringLiteral program: String) {
      self.command = { "\(program) \(shellQuoted($0)) \(shellQuoted($1))" }
    }

    /// Kaleidoscope's `ksdiff`.
    public static let ksdiff: DiffTool = "ksdiff"

    /// `git diff --no-index`, which works everywhere git does.
    public static let gitDiff: DiffTool = "git diff --no-index"

    /// `diff -u`, which every Linux and macOS machine has.
    public static let `default`: DiffTool = "diff -u"

    /// The command for these two files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      command(currentFilePath, failedFilePath)
    }
  }
}

/// Quotes a path for a POSIX shell with double quotes, escaping what stays special inside them.
func shellQuoted(_ path: String) -> String {
  var quoted = "\""
  for character in path {
    if "\"\\$`".contains(character) { quoted.append("\\") }
    quoted.append(character)
  }
  return quoted + "\""
}
