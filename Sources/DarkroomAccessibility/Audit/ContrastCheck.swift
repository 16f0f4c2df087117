import DarkroomAudit
import DarkroomViews
import Foundation

/// `contrast`: text and controls whose colours, estimated from the rendered pixels in their
/// frame, contrast less than WCAG 2.x asks: 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt
/// bold) and for controls drawn without text. https://www.w3.org/TR/WCAG21/#contrast-minimum
enum ContrastCheck {
  static let textMinimum = 4.5
  static let largeTextMinimum = 3.0
  /// Rounding the estimate must not turn 4.49 into a finding worth reading.
  static let slack = 0.005

  static func findings(in input: AuditInput) -> [AuditFinding] {
    var counter = DominantColors()
    return input.elements.compactMap { element in
      guard !element.traits.isDisjoint(with: [.isStaticText, .isButton, .isLink, .isToggle, .isSearchField]),
        let rect = input.pixelRect(element.frame),
        let colours = counter.estimate(in: input.bitmap, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
      else { return nil }
      let texts = input.texts.filter { element.frame.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }
      let isLarge = texts.isEmpty || texts.allSatisfy { $0.pointSize >= 18 || ($0.isBold && $0.pointSize >= 14) }
      let minimum = isLarge ? largeTextMinimum : textMinimum
      let ratio = ContrastRatio.ratio(colours.foreground, colours.background)
      guard ratio + slack < minimum else { return nil }
      let what = texts.isEmpty ? "a control" : isLarge ? "large text" : "text of this size"
      return AuditFinding(
        .contrast, element,
        message: "\(AuditWording.name(element)) has a contrast ratio of \(String(format: "%.2f", ratio)):1, from its "
          + "foreground \(ContrastRatio.hex(colours.foreground)) and its background \(ContrastRatio.hex(colours.background)) "
          + "as estimated from the image; \(what) needs \(String(format: "%.1f", minimum)):1 or more, so darken or "
          + "lighten one of them")
    }
  }
}
