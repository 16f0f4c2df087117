import Foundation

extension Snapshotting where Value == String, Format == String {
  /// Snapshots text as a `.txt` file and compares it line by line; a mismatch shows a
  /// unified diff.
  ///
  /// ```swift
  /// assertSnapshot(of: renderMarkdown(article), as: .lines)
  /// ```
  public static var lines: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

extension Diffing where Value == String {
  /// The most diff lines a failure message shows; the whole diff is attached.
  static var messageLineLimit: Int { 100 }

  /// Compares text line by line. The message shows the changed lines in hunks, in the layout
  /// swift-snapshot-testing prints (`@@ −1,4 +1,4 @@`, `−` and `+` lines); past
  /// ``messageLineLimit`` lines it is cut. The unified diff that `patch` applies to the
  /// reference is attached as `diff.patch`.
  ///
  /// ```swift
  /// let markdown = Snapshotting<String, String>(pathExtension: "md", diffing: .lines)
  /// ```
  public static var lines: Diffing {
    Diffing(
      toData: { Data($0.utf8) },
      fromData: { data in
        guard let text = String(validating: data, as: UTF8.self) else { throw NotUTF8Text(byteCount: data.count) }
        return text
      },
      diff: { reference, new in
        guard reference != new else { return nil }
        let patch = UnifiedDiff(old: reference, new: new).render()
        return (readableMessage(ReadableDiff(old: reference, new: new).text),
                [.data(Data(patch.utf8), name: "diff.patch")])
      })
  }

  /// The readable diff, cut after ``messageLineLimit`` lines with a count of what was left out.
  static func readableMessage(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > messageLineLimit else { return text }
    let left = lines.count - messageLineLimit
    return lines.prefix(messageLineLimit).joined(separator: "\n")
      + "\n… \(left) more \(left == 1 ? "line" : "lines") not shown; the whole diff is attached as diff.patch"
  }
}

/// A reference file that should hold UTF-8 text does not.
struct NotUTF8Text: Error, CustomStringConvertible {
  var byteCount: Int
  var description: String { "its \(byteCount) bytes are not valid UTF-8 text" }
}
