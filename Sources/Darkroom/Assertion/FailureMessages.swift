import Foundation

extension SnapshotVerifier {
  /// The text of every failure an assertion reports. Each starts with the sentence
  /// swift-snapshot-testing starts the same failure with, so that matchers written for its
  /// messages keep matching; a mismatch ends with the difference, as there.
  enum Messages {
    static func recordedInRecordMode(_ referencePath: String) -> String {
      """
      Record mode is on. Automatically recorded snapshot: …

        \(referencePath)

      Turn record mode off and run the test again to assert against it.
      """
    }

    static func missingRecorded(_ referencePath: String) -> String {
      """
      No reference was found on disk. Automatically recorded snapshot: …

        \(referencePath)

      Check it, then run the test again to assert against it.
      """
    }

    static func missingNotRecorded(_ referencePath: String) -> String {
      let why = ProcessEnvironment.isEnabled("CI") ? " (the default when CI is set)" : ""
      return """
        No reference was found on disk. New snapshot was not recorded because recording is disabled

          \(referencePath)

        The record mode is .never\(why). Record the reference where the test runs with \
        DARKROOM_RECORD=missing, check it, and commit it.
        """
    }

    static func unreadableReference(_ referencePath: String, _ error: any Error) -> String {
      "The reference \(referencePath) could not be read: \(error)\n"
        + "Delete it, or re-record it with DARKROOM_RECORD=all, if it is damaged."
    }

    static func sharedReference(_ referencePath: String, test: String, other: String) -> String {
      """
      Snapshot does not match reference, and the reference belongs to another suite.

        \(referencePath)

      \(other) in the same file writes this reference too, with a different value, so nothing \
      was written. Give this snapshot a name of its own with named:, or name references after \
      their suite with @Suite(.snapshots(referenceNaming: .suiteAndTestName)) or \
      withSnapshotTesting(referenceNaming: .suiteAndTestName) { … } (then move or re-record \
      the references) for \(test).
      """
    }

    static func mismatch(
      name: String?, recorded: Bool, referencePath: String, artifactPath: String, notes: [String],
      difference: String
    ) -> String {
      var title = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
      if recorded { title += " A new snapshot was automatically recorded." }
      let tool = _diffTool
      let files = tool.isDefault
        ? "Reference: \(referencePath)\nNew value: \(artifactPath)"
        : tool(currentFilePath: referencePath, failedFilePath: artifactPath)
      return ([title, files] + notes + [difference.trimmingCharacters(in: .whitespacesAndNewlines)])
        .joined(separator: "\n\n")
    }
  }
}
