/// The steps of an inline assertion: decide the record mode, take the snapshot, then compare
/// it with the closure's literal or record it into the source.
///
/// ```swift
/// InlineAssertion.verify(
///   of: { 42 }, as: .description, message: { "" }, record: nil, timeout: 5,
///   syntaxDescriptor: InlineSnapshotSyntaxDescriptor(), expected: nil, at: site)
/// ```
enum InlineAssertion {
  static func verify<Value>(
    of value: () throws -> Value?,
    as snapshotting: Snapshotting<Value, String>,
    message: () -> String,
    record: SnapshotTestingConfiguration.Record?,
    timeout: Double,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
    expected: (() -> String)?,
    at site: InlineAssertionSite
  ) {
    let mode: SnapshotTestingConfiguration.Record
    do {
      mode = try SnapshotTestingConfiguration.Record.resolved(argument: record)
    } catch {
      return site.fail("\(error)")
    }

    let actual: String?
    do {
      actual = try snapshot(of: value, as: snapshotting, timeout: timeout)
    } catch {
      return site.fail("\(error)")
    }
    let expected = expected?()

    if mode == .all || (expected == nil && mode != .never) {
      // A snapshot that already matches keeps its closure as written.
      if expected == nil || expected != actual {
        guard recordSnapshot(actual, hadExpected: expected != nil, syntaxDescriptor, site) else { return }
      }
      var failure =
        syntaxDescriptor.trailingClosureLabel == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
        ? "Automatically recorded a new snapshot."
        : "Automatically recorded a new snapshot for \"\(syntaxDescriptor.trailingClosureLabel)\"."
      if let difference = snapshotting.diffing.diff(expected ?? "", actual ?? "")?.0 {
        failure += " Difference: …\n\n\(indented(difference))"
      }
      return site.fail(
        failure + "\n\nIt is written into the test file when the test run ends; re-run "
          + "\"\(site.function)\" to assert against it.")
    }

    guard let expected else {
      return site.fail(
        "No inline snapshot to compare with, and the record mode is .never (set by "
          + "DARKROOM_RECORD, the record: argument, the test's scope, or CI), so none was "
          + "written. Record it where the test runs with DARKROOM_RECORD=missing, check it, and "
          + "commit it.")
    }
    guard let difference = snapshotting.diffing.diff(expected, actual ?? "")?.0 else { return }

    let given = message()
    var failure = """
      \(given.isEmpty ? "Snapshot did not match. Difference: …" : given)

      \(indented(difference))
      """
    if mode == .failed {
      guard recordSnapshot(actual, hadExpected: true, syntaxDescriptor, site) else { return }
      failure += "\n\nA new snapshot was automatically recorded."
    }
    site.fail(failure, line: syntaxDescriptor.snapshotLine(at: site))
  }

  /// The snapshot as text, or `nil` for a `nil` value.
  private static func snapshot<Value>(
    of value: () throws -> Value?, as snapshotting: Snapshotting<Value, String>, timeout: Double
  ) throws(SnapshotError) -> String? {
    let evaluated: Value?
    do { evaluated = try value() } catch { throw .valueThrew(error) }
    guard let evaluated else { return nil }
    do { return try snapshotting.makeSnapshot(of: evaluated, timeout: timeout) } catch {
      throw .strategyFailed(error)
    }
  }

  /// Keeps the snapshot for the end of the run; reports why not and returns `false` when its
  /// place in the source cannot be found.
  private static func recordSnapshot(
    _ actual: String?, hadExpected: Bool, _ descriptor: InlineSnapshotSyntaxDescriptor,
    _ site: InlineAssertionSite
  ) -> Bool {
    EndOfRunWriter.install()
    do throws(InlineSnapshotError) {
      try PendingInlineSnapshots.current.record(
        InlineRecording(
          sourcePath: site.sourcePath, line: Int(site.line), column: Int(site.column),
          descriptor: descriptor, actual: actual, hadExpected: hadExpected))
      return true
    } catch {
      site.fail(error.description)
      return false
    }
  }

  /// Indents every non-empty line by two spaces, to set a diff apart from the message.
  static func indented(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "\n" { text.removeLast() }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
