import DarkroomAudit
import DarkroomViews
import Foundation

/// `trait`: elements whose traits contradict each other (a button that is also a link), and
/// text drawn as a button (alone on a filled shape the height and width of a button) that has no button
/// or link trait, as a view made tappable with `.onTapGesture` is: VoiceOver reads it as plain
/// text and never offers to activate it.
enum TraitCheck {
  /// Shapes this tall, holding one text, look like buttons; badges and chips are shorter.
  static let buttonHeights: ClosedRange<CGFloat> = 32...80
  static let interactive: AccessibilityTraits = [.isButton, .isLink, .isToggle, .isSearchField]

  static func findings(in input: AuditInput) -> [AuditFinding] {
    conflicts(in: input) + textsDrawnAsButtons(in: input)
  }

  private static func conflicts(in input: AuditInput) -> [AuditFinding] {
    input.elements.compactMap { element in
      guard element.traits.contains(.isLink), !element.traits.isDisjoint(with: [.isButton, .isToggle]) else { return nil }
      let other = element.traits.contains(.isToggle) ? "toggle" : "button"
      return AuditFinding(
        .trait, element,
        message: "\(AuditWording.name(element)) is both a link and a \(other), so VoiceOver cannot say whether it opens "
          + "a page or acts here; keep the one trait it is")
    }
  }

  private static func textsDrawnAsButtons(in input: AuditInput) -> [AuditFinding] {
    var found: [AuditFinding] = []
    // A list row's text sits on the row's background; a tappable row is a Button or a
    // NavigationLink, which have their trait.
    for text in input.texts where !text.isInListRow {
      // At least twice as wide as tall: square tiles hold numbers and icons, buttons a word.
      guard let box = text.containerFrame, buttonHeights.contains(box.height), box.width >= 2 * box.height,
        box.contains(CGPoint(x: text.frame.midX, y: text.frame.midY)),
        input.texts.filter({ $0.containerFrame == box }).count == 1
      else { continue }
      let centre = CGPoint(x: text.frame.midX, y: text.frame.midY)
      let owners = input.elements.filter { $0.frame.insetBy(dx: -0.5, dy: -0.5).contains(centre) }
      guard !owners.isEmpty, owners.allSatisfy({ $0.traits.isDisjoint(with: interactive) }),
        let element = owners.min(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
      else { continue }
      var finding = AuditFinding(
        .trait, element,
        message: "\(AuditWording.name(element)) is drawn as a button (alone on a \(AuditWording.size(box.size)) shape) "
          + "but has no button trait, so VoiceOver reads it as text; make it a Button, or add "
          + ".accessibilityAddTraits(.isButton) to the view that takes the tap")
      finding.box = AuditWording.box(box)
      found.append(finding)
    }
    return found
  }
}
