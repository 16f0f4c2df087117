/// A line diff written for people reading a failure message, in the layout
/// swift-snapshot-testing prints (so matchers written for its messages keep matching):
///
/// ```text
/// @@ −1,4 +1,4 @@
///  ▿ 2 elements
/// −  - "Hello"
/// +  - "Goodbye"
///    - "World"
/// ```
///
/// - Hunk headers give the start and length of both sides (`−start,count +start,count`).
/// - Removed lines start with `−` (U+2212), added ones with `+`, unchanged ones with a figure
///   space (U+2007), so columns line up in proportional fonts too.
/// - A line that ends in spaces gets a `¬` after them, so the spaces can be seen.
/// - Up to 4 unchanged lines frame each change; runs of up to 8 between two changes stay
///   in one hunk.
///
/// Texts are split at every line feed, so a final newline gives a last, empty line. The unified
/// diff that `patch` applies is ``UnifiedDiff``; this one is only for reading.
struct ReadableDiff: Sendable {
  static let minus = "\u{2212}"
  static let plus = "+"
  static let unchanged = "\u{2007}"
  static let context = 4

  struct Hunk: Sendable {
    var oldStart = 0
    var oldCount = 0
    var newStart = 0
    var newCount = 0
    var lines: [String] = []
    var hasChanges = false

    var header: String {
      "@@ \(ReadableDiff.minus)\(oldStart + 1),\(oldCount) \(ReadableDiff.plus)\(newStart + 1),\(newCount) @@"
    }
  }

  let hunks: [Hunk]

  init(old: String, new: String) {
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let runs = Self.runs(MyersDiff.edits(from: oldLines, to: newLines))
    hunks = Self.hunks(runs, oldLines, newLines)
  }

  /// Splits at every line feed, on Unicode scalars: a `Character` can hold a whole "\r\n"
  /// and would hide the line feed inside it.
  private static func lines(of text: String) -> [Substring] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
  }

  /// The hunks, each header followed by its lines.
  var text: String {
    hunks.flatMap { [$0.header] + $0.lines }.joined(separator: "\n")
  }

  /// A stretch of the edit script: lines both texts share, or lines removed and added.
  private enum Run {
    case shared(old: Range<Int>, new: Range<Int>)
    case changed(removed: [Int], added: [Int])
  }

  /// Groups the edit script into runs, with each change's removals before its additions.
  private static func runs(_ edits: [MyersDiff.Edit]) -> [Run] {
    var runs: [Run] = []
    for edit in edits {
      switch (edit, runs.last) {
      case (.keep(let old, let new), .shared(let oldRange, let newRange)?):
        runs[runs.count - 1] = .shared(old: oldRange.lowerBound..<old + 1, new: newRange.lowerBound..<new + 1)
      case (.keep(let old, let new), _):
        runs.append(.shared(old: old..<old + 1, new: new..<new + 1))
      case (.delete(let old), .changed(let removed, let added)?):
        runs[runs.count - 1] = .changed(removed: removed + [old], added: added)
      case (.insert(let new), .changed(let removed, let added)?):
        runs[runs.count - 1] = .changed(removed: removed, added: added + [new])
      case (.delete(let old), _):
        runs.append(.changed(removed: [old], added: []))
      case (.insert(let new), _):
        runs.append(.changed(removed: [], added: [new]))
      }
    }
    return runs
  }

  private static func hunks(_ runs: [Run], _ old: [Substring], _ new: [Substring]) -> [Hunk] {
    func line(_ marker: String, _ text: Substring) -> String {
      marker + text + (text.hasSuffix(" ") ? "¬" : "")
    }
    var hunks: [Hunk] = []
    var current = Hunk()
    var started = false
    for run in runs {
      switch run {
      case .shared(let oldRange, let newRange):
        let count = oldRange.count
        if !started {
          // Leading context: the last lines before the first change.
          let shown = min(count, context)
          current.oldStart = oldRange.upperBound - shown
          current.newStart = newRange.upperBound - shown
          current.oldCount = shown
          current.newCount = shown
          current.lines = old[(oldRange.upperBound - shown)..<oldRange.upperBound].map { line(unchanged, $0) }
          started = true
        } else if count > 2 * context {
          current.oldCount += context
          current.newCount += context
          current.lines += old[oldRange.prefix(context)].map { line(unchanged, $0) }
          if current.hasChanges { hunks.append(current) }
          current = Hunk(
            oldStart: oldRange.upperBound - context, oldCount: context,
            newStart: newRange.upperBound - context, newCount: context,
            lines: old[(oldRange.upperBound - context)..<oldRange.upperBound].map { line(unchanged, $0) })
        } else {
          current.oldCount += count
          current.newCount += count
          current.lines += old[oldRange].map { line(unchanged, $0) }
        }
      case .changed(let removed, let added):
        if !started {
          current.oldStart = removed.first ?? 0
          current.newStart = added.first ?? 0
          started = true
        }
        current.oldCount += removed.count
        current.newCount += added.count
        current.lines += removed.map { line(minus, old[$0]) } + added.map { line(plus, new[$0]) }
        current.hasChanges = true
      }
    }
    if current.hasChanges { hunks.append(current) }
    return hunks
  }
}
