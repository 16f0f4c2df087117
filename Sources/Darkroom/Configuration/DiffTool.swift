extension SnapshotTestingConfiguration {
  /// The command a failure message offers for opening a failed snapshot beside its reference.
  ///
  /// A string literal names a program; the two paths follow it as they are, as in
  /// swift-snapshot-testing:
  ///
  /// ```swift
  /// withSnapshotTesting(diffTool: "code --diff") { ... }
  /// // code --diff /…/__Snapshots__/Tests/test.1.txt /tmp/…/test.1.txt
  /// ```
  ///
  /// ``program(_:)`` quotes each path for a POSIX shell, so paths with spaces survive a paste;
  /// for any other shape of command, build it from the two paths:
  ///
  /// ```swift
  /// let tool = SnapshotTestingConfiguration.DiffTool { reference, new in
  ///   "compare \(reference) \(new) /tmp/difference.png"
  /// }
  /// ```
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    /// Makes the command from the reference's path and the failed snapshot's path.
    public var command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// Whether this is ``default``, which failure messages replace with the two paths on
    /// lines of their own.
    let isDefault: Bool

    /// Creates a diff tool from a function of the two paths (not quoted for you).
    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
      self.command = command
      self.isDefault = false
    }

    private init(isDefault: Bool, command: @escaping @Sendable (String, String) -> String) {
      self.command = command
      self.isDefault = isDefault
    }

    /// Creates a diff tool that runs `program` with the two paths appended as they are.
    public init(stringLiteral program: String) {
      self.init { "\(program) \($0) \($1)" }
    }

    /// Runs `program` with the two paths, each quoted for a POSIX shell.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: .program("git diff --no-index")) { ... }
    /// ```
    public static func program(_ program: String) -> DiffTool {
      DiffTool { "\(program) \(shellQuoted($0)) \(shellQuoted($1))" }
    }

    /// Kaleidoscope's `ksdiff`, with both paths in double quotes.
    public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

    /// `git diff --no-index`, which works everywhere git does.
    public static let gitDiff: DiffTool = .program("git diff --no-index")

    /// The tool used when none is configured: both files as `file://` URLs, in the text
    /// swift-snapshot-testing writes, with a hint on configuring a real tool.
    public static let `default` = DiffTool(isDefault: true, command: { current, failed in
      """
      @\u{2212}
      "file://\(current)"
      @+
      "file://\(failed)"

      To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

          withSnapshotTesting(diffTool: .ksdiff) {
            // ...
          }
      """
    })

    /// The command for these two files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      command(currentFilePath, failedFilePath)
    }
  }
}

@available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
  message: "Use '.default' instead of a 'nil' value for 'diffTool'.")
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
  /// `nil` means ``default``, as in swift-snapshot-testing.
  public init(nilLiteral: ()) {
    self = .default
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
