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

  /// Compares text line by line. The message is a unified diff (`--- reference`,
  /// `+++ new`) that `patch` applies to the reference; past ``messageLineLimit`` lines it is
  /// cut, and the whole diff is attached as `diff.patch`.
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
        let diff = UnifiedDiff(old: reference, new: new)
        guard !diff.isEmpty else { return nil }
        let patch = diff.render()
        let shown = diff.lineCount > messageLineLimit ? diff.render(maxLines: messageLineLimit) : patch
        return (shown, [.data(Data(patch.utf8), name: "diff.patch")])
      })
  }
}

/// A reference file that should hold UTF-8 text does not.
struct NotUTF8Text: Error, CustomStringConvertible {
  var byteCount: Int
  var description: String { "its \(byteCount) bytes are not valid UTF-8 text" }
}
