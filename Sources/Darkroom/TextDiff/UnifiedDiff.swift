/// A line-by-line diff of two texts in the unified format that `patch` and `git apply` read:
/// `---`/`+++` labels, `@@ -l,s +l,s @@` hunks with context, and `-`/`+`/space lines.
///
/// Lines keep their terminators, so a missing final newline is a change of its own and is
/// shown the way `diff -u` shows it (`\ No newline at end of file`).
struct UnifiedDiff: Sendable {
  struct Line: Hashable, Sendable {
    var text: Substring
    var isTerminated: Bool
  }

  enum Change: Sendable {
    case context(Line)
    case removed(Line)
    case added(Line)
  }

  struct Hunk: Sendable {
    var oldStart: Int
    var oldCount: Int
    var newStart: Int
    var newCount: Int
    var changes: [Change]

    var header: String {
      "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
    }

    // GNU diff writes "l" for a one-line range and "l,0" with the line before for an empty one.
    private static func range(_ start: Int, _ count: Int) -> String {
      switch count {
      case 0: "\(start - 1),0"
      case 1: "\(start)"
      default: "\(start),\(count)"
      }
    }
  }

  let hunks: [Hunk]

  /// Whether the texts are the same.
  var isEmpty: Bool { hunks.isEmpty }

  init(old: String, new: String, context: Int = 3) {
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let edits = MyersDiff.edits(from: oldLines, to: newLines)
    hunks = Self.hunks(edits, oldLines, newLines, context: context)
  }

  /// Splits text after every line feed. It works on Unicode scalars, because a `Character`
  /// can hold a whole "\r\n" and would hide the line feed inside it.
  static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    while let newline = scalars[start...].firstIndex(of: "\n") {
      lines.append(Line(text: Substring(scalars[start..<newline]), isTerminated: true))
      start = scalars.index(after: newline)
    }
    if start < scalars.endIndex {
      lines.append(Line(text: Substring(scalars[start...]), isTerminated: false))
    }
    return lines
  }

  private static func hunks(
    _ edits: [MyersDiff.Edit], _ old: [Line], _ new: [Line], context: Int
  ) -> [Hunk] {
    let changed = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
    guard let firstChange = changed.first else { return [] }

    // Group changes whose gap is small enough that their contexts would touch.
    var groups: [ClosedRange<Int>] = []
    var groupStart = firstChange
    var groupEnd = firstChange
    for index in changed.dropFirst() {
      if index - groupEnd > 2 * context {
        groups.append(groupStart...groupEnd)
        groupStart = index
      }
      groupEnd = index
    }
    groups.append(groupStart...groupEnd)

    // Line numbers (1-based) at the start of every edit.
    var oldLine = [Int](repeating: 1, count: edits.count + 1)
    var newLine = [Int](repeating: 1, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldLine[index + 1] = oldLine[index]
      newLine[index + 1] = newLine[index]
      switch edit {
      case .keep: oldLine[index + 1] += 1; newLine[index + 1] += 1
      case .delete: oldLine[index + 1] += 1
      case .insert: newLine[index + 1] += 1
      }
    }

    return groups.map { group in
      let start = max(0, group.lowerBound - context)
      let end = min(edits.count, group.upperBound + 1 + context)
      let changes: [Change] = edits[start..<end].map { edit in
        switch edit {
        case .keep(let oldIndex, _): .context(old[oldIndex])
        case .delete(let oldIndex): .removed(old[oldIndex])
        case .insert(let newIndex): .added(new[newIndex])
        }
      }
      return Hunk(
        oldStart: oldLine[start], oldCount: oldLine[end] - oldLine[start],
        newStart: newLine[start], newCount: newLine[end] - newLine[start],
        changes: changes)
    }
  }

  /// The diff as text.
  func render(oldLabel: String = "reference", newLabel: String = "new") -> String {
    var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
    for hunk in hunks {
      output += hunk.header + "\n"
      for change in hunk.changes {
        let line = Self.line(of: change)
        output += Self.marker(of: change) + line.text + "\n"
        if !line.isTerminated { output += "\\ No newline at end of file\n" }
      }
    }
    return output
  }

  private static func line(of change: Change) -> Line {
    switch change {
    case .context(let line), .removed(let line), .added(let line): line
    }
  }

  private static func marker(of change: Change) -> String {
    switch change {
    case .context: " "
    case .removed: "-"
    case .added: "+"
    }
  }
}
