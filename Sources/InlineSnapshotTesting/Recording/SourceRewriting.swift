/// The recorder's reading and rewriting of a test's source, on bytes in memory: finds the call
/// at a compiler position and writes (or removes) its snapshot closure, exactly as recording at
/// the end of a run does, without touching a file. The package's parser fuzzer feeds it.
///
/// ```swift
/// let source = Array("assertInlineSnapshot(of: 1, as: .description)\n".utf8)
/// let rewritten = try InlineSourceRewriting.rewrite(source, path: "T.swift", line: 1, column: 21, actual: "1")
/// ```
package enum InlineSourceRewriting {
  /// The rewritten source, or `nil` when nothing changes.
  ///
  /// - Throws: ``InlineSnapshotError`` naming `path` and the line at fault.
  package static func rewrite(
    _ bytes: [UInt8], path: String, line: Int, column: Int, actual: String?, hadExpected: Bool = false,
    descriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor()
  ) throws(InlineSnapshotError) -> [UInt8]? {
    let source = SourceText(bytes: bytes)
    do throws(SourceFailure) {
      let call = try CallLocator.locate(in: source, line: line, column: column)
      guard
        let edit = try SnapshotEdit.make(
          for: call, in: source, descriptor: descriptor, actual: actual, hadExpected: hadExpected)
      else { return nil }
      return try source.applying([edit]).bytes
    } catch {
      throw .unplaceable(path: path, error)
    }
  }
}
