import DarkroomAudit
import DarkroomViews
import Foundation

/// `sufficientElementDescription`, second half: controls on one screen that read the same
/// label with the same traits, which VoiceOver users cannot tell apart. Each control after the
/// first of a group is reported, pointing back at how many share the label.
enum DuplicateLabelCheck {
  static func findings(in input: AuditInput) -> [AuditFinding] {
    let controls = input.elements.filter { !$0.traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) && !$0.label.isEmpty }
    var groups: [String: [AccessibilityElement]] = [:]
    var order: [String] = []
    for element in controls {
      let key = "\(element.traits.rawValue)|" + element.label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(element)
    }
    return order.flatMap { key -> [AuditFinding] in
      let group = groups[key] ?? []
      guard group.count > 1 else { return [] }
      return group.dropFirst().map { element in
        AuditFinding(
          .sufficientElementDescription, element,
          message: "\(group.count) \(AuditWording.kind(of: element.traits))s read \"\(element.label)\", so someone using "
            + "VoiceOver cannot tell them apart; give each a label that says what it acts on")
      }
    }
  }
}
