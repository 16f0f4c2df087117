import DarkroomUI

/// Where a framed screenshot's parts go on the store canvas, in points: margins, the
/// keyword and title column, and the device. Sizes follow the canvas, so every store size
/// has the same proportions, and the title's box is the same in every language (so the
/// device sits in the same place on every language's screenshot).
struct FramedLayout: Equatable {
  let canvas: CGSize
  let hasKeyword: Bool
  let hasTitle: Bool
  let titleLines: Int
  /// The plan's title sizes, for a 440 × 956 pt canvas.
  let titleSizes: ClosedRange<Double>

  /// How much larger than on the 6.9" iPhone everything is drawn.
  var factor: CGFloat { min(canvas.width / 440, canvas.height / 956) }
  var margin: CGFloat { canvas.width * 0.07 }
  var top: CGFloat { canvas.height * 0.05 }
  var gap: CGFloat { canvas.height * 0.028 }
  var bottom: CGFloat { canvas.height * 0.04 }
  var columnWidth: CGFloat { canvas.width - 2 * margin }

  var titleSizeRange: ClosedRange<CGFloat> { CGFloat(titleSizes.lowerBound) * factor...CGFloat(titleSizes.upperBound) * factor }
  var keywordSizeRange: ClosedRange<CGFloat> { titleSizeRange.lowerBound * 0.5...titleSizeRange.upperBound * 0.5 }
  /// The tallest line any pinned script sets (Noto Sans CJK's is about 1.45 em).
  static let lineHeightRatio: CGFloat = 1.5
  var keywordHeight: CGFloat { hasKeyword ? keywordSizeRange.upperBound * FramedLayout.lineHeightRatio : 0 }
  var titleHeight: CGFloat { hasTitle ? CGFloat(titleLines) * titleSizeRange.upperBound * FramedLayout.lineHeightRatio : 0 }
  var captionHeight: CGFloat { keywordHeight + titleHeight + (hasKeyword && hasTitle ? gap * 0.3 : 0) }

  /// The space left for the device under the caption.
  var deviceArea: CGSize {
    let captionBlock = hasTitle || hasKeyword ? captionHeight + gap : 0
    return CGSize(width: columnWidth, height: max(1, canvas.height - top - captionBlock - bottom))
  }

  /// The size of the screen inside the device frame, with the store screen's proportions,
  /// as large as the device area allows with the bezel around it.
  func screenSize(for screen: CGSize, isPad: Bool) -> CGSize {
    let bezel = DeviceFrame.bezelRatio(isPad: isPad)
    let shorter = min(screen.width, screen.height)
    let area = deviceArea
    let scale = min(area.width / (screen.width + 2 * bezel * shorter), area.height / (screen.height + 2 * bezel * shorter))
    return CGSize(width: (screen.width * scale).rounded(.down), height: (screen.height * scale).rounded(.down))
  }
}
