/// A change to a source file: the bytes in `range` become `replacement` (an empty range
/// inserts). `order` sorts insertions at the same offset: the lower order ends up first.
///
/// ```swift
/// TextEdit(range: 10..<10, replacement: " {\n  \"\"\"\n  1\n  \"\"\"\n}", order: 0)
/// ```
struct TextEdit: Sendable, Equatable {
  var range: Range<Int>
  var replacement: String
  var order: Int = 0
}

extension SourceText {
  /// The text with every edit made, applied from the bottom of the file to the top so each
  /// edit's offsets stay those of the original text. Edits may touch but not overlap.
  ///
  /// ```swift
  /// try SourceText("f()").applying([TextEdit(range: 3..<3, replacement: " { 1 }")]).text   // "f() { 1 }"
  /// ```
  func applying(_ edits: [TextEdit]) throws(SourceFailure) -> SourceText {
    let ordered = edits.sorted { left, right in
      if left.range.lowerBound != right.range.lowerBound { return left.range.lowerBound > right.range.lowerBound }
      if left.range.upperBound != right.range.upperBound { return left.range.upperBound > right.range.upperBound }
      return left.order > right.order
    }
    var result = bytes
    var limit = bytes.count
    for edit in ordered {
      guard edit.range.lowerBound >= 0, edit.range.upperBound <= limit else {
        throw SourceFailure(
          line: line(of: min(edit.range.lowerBound, bytes.count)),
          problem: "two inline snapshots would be written over the same part of the file")
      }
      result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
      limit = edit.range.lowerBound
    }
    return SourceText(bytes: result)
  }
}
