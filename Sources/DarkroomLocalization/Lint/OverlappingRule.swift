import DarkroomLint
import DarkroomViews
import Foundation

extension LintContext {
  /// How much two texts must share, in points along both axes, to count as overlapping:
  /// touching lines and rounding share less.
  static let overlap: CGFloat = 1

  /// Every later text the text at `index` covers, reported once with the earlier one.
  ///
  /// Two texts with the same characters in the same frame are a deliberate double (an outline
  /// or glow drawn as a copy) and are not reported.
  func overlapping(at index: Int) -> [LintFinding] {
    let first = texts[index]
    guard isVisible(first) else { return [] }
    var findings: [LintFinding] = []
    for second in texts[(index + 1)...] where isVisible(second) {
      if first.text == second.text && first.frame == second.frame { continue }
      let shared = first.visibleFrame.intersection(second.visibleFrame)
      guard !shared.isNull, shared.width > Self.overlap, shared.height > Self.overlap else { continue }
      findings.append(
        LintFinding(
          .overlapping, first, frame: shared,
          message: "\(LintWording.name(first)) overlaps \(LintWording.name(second)) by \(LintWording.size(shared.size)); "
            + "give them room (let the row wrap, stack them, or drop the fixed offsets)"))
    }
    return findings
  }
}
