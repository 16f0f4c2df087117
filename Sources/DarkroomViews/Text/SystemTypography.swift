/// The numbers iOS sets its system font (SF Pro) with, so that text drawn in the pinned
/// stand-in (Inter) takes the room SF Pro takes on an iPhone.
///
/// - **Tracking**: Apple's table of letter spacing for each point size (Human Interface
///   Guidelines, Typography, "Tracking values", SF Pro), which iOS applies to the system font
///   by itself: −0.43 pt at 17 pt, 0 at 12 pt, +0.40 pt at 34 pt.
/// - **Line height**: SF Pro's ascender and descender (1950 and 494 of 2048 units per em), so
///   one line of 17 pt text is 20.29 pt tall, as `UIFont.systemFont(ofSize: 17).lineHeight`
///   reports, whatever the stand-in's own metrics.
/// - **Line pitch**: between the lines of one text, the leading of the Dynamic Type tables
///   (Typography, "Specifications": 22 pt for 17 pt text, 34 pt for 28 pt, 41 pt for 34 pt).
///
/// Inter's Text cut (below 20 pt) has SF Pro Text's widths before tracking, so it takes
/// Apple's tracking as it is. Inter Display is set tighter than SF Pro Display: it already
/// holds most of the Display cut's positive tracking, so above the switch it takes Apple's
/// tracking less ``displayTrackingHeld``, and between 20 and 28 points, where SF Pro's
/// variable optical size still moves from Text towards Display, the Text cut's width is
/// carried over to it (``displayTracking(at:)``).
enum SystemTypography {
  /// SF Pro's ascender, in ems.
  static let ascent: CGFloat = 1950 / 2048
  /// SF Pro's descender, in ems.
  static let descent: CGFloat = 494 / 2048
  /// SF Pro's capital height, in ems.
  static let capHeight: CGFloat = 1443 / 2048

  /// Apple's tracking, in thousandths of an em, at the point sizes the table lists.
  private static let trackingTable: [(size: CGFloat, thousandths: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
    (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
    (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
    (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
    (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
    (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
  ]

  /// The leading of the Dynamic Type tables, by point size (every style shares it).
  private static let leadingTable: [(size: CGFloat, leading: CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24), (20, 25),
    (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34), (29, 35), (30, 37),
    (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (37, 44), (38, 46), (39, 47), (40, 48), (42, 50),
    (43, 51), (44, 52), (47, 56), (48, 57), (49, 58), (50, 59), (51, 60), (52, 61), (53, 62), (55, 65),
    (56, 66), (58, 68), (60, 70),
  ]

  /// How much of the Display cut's tracking Inter Display's own spacing already holds, in
  /// thousandths of an em: at 28 and 34 points Inter Display is as wide as SF Pro Display
  /// with its +14 and +12.
  static let displayTrackingHeld: CGFloat = 10

  /// How much tighter Inter Display is set than Inter, in thousandths of an em per letter
  /// (measured over English text in the pinned files).
  static let displayCutTightening: CGFloat = 45

  /// Where SF Pro's optical size has moved wholly to Display.
  private static let displayOpticsSize: CGFloat = 28

  /// Apple's tracking at `size` points, in thousandths of an em: the table's value, the
  /// nearest listed size's beyond its ends, and straight-line values between listed sizes.
  static func appleTracking(at size: CGFloat) -> CGFloat {
    interpolate(trackingTable.map { ($0.size, $0.thousandths) }, at: size)
  }

  /// The letter spacing, in points, that makes the stand-in as wide as SF Pro at `size`.
  static func standInTracking(at size: CGFloat, displayCut: Bool) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let thousandths = displayCut ? displayTracking(at: size) : appleTracking(at: size)
    return thousandths / 1000 * size
  }

  /// Inter Display's tracking at `size`: from the switch up to 28 points SF Pro's width goes
  /// smoothly from the Text cut's (Inter with Apple's tracking) to the Display cut's; past
  /// 28 points it is Apple's tracking less what Inter Display already holds.
  static func displayTracking(at size: CGFloat) -> CGFloat {
    let display = appleTracking(at: size) - displayTrackingHeld
    guard size < displayOpticsSize else { return display }
    let start = ResolvedFont.displayCutSize
    let share = min(max((size - start) / (displayOpticsSize - start), 0), 1)
    let text = appleTracking(at: size) + displayCutTightening
    return text + (display - text) * share
  }

  /// The distance between the baselines of two lines of one text at `size` points: the
  /// tables' leading, never less than the line itself.
  static func linePitch(at size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let lineHeight = size * (ascent + descent)
    let first = leadingTable[0], last = leadingTable[leadingTable.count - 1]
    let leading: CGFloat
    if size < first.size {
      leading = first.leading * size / first.size
    } else if size > last.size {
      leading = last.leading * size / last.size
    } else {
      leading = interpolate(leadingTable.map { ($0.size, $0.leading) }, at: size)
    }
    return max(leading, lineHeight)
  }

  private static func interpolate(_ table: [(CGFloat, CGFloat)], at size: CGFloat) -> CGFloat {
    guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
    if size <= first.0 { return first.1 }
    if size >= last.0 { return last.1 }
    var lower = first
    for entry in table {
      if entry.0 == size { return entry.1 }
      if entry.0 > size {
        let share = (size - lower.0) / (entry.0 - lower.0)
        return lower.1 + (entry.1 - lower.1) * share
      }
      lower = entry
    }
    return last.1
  }
}
