import DarkroomAudit
import DarkroomViews
import Foundation

/// `hitRegion`: buttons, links and toggles smaller than 44 × 44 points, the least Apple's Human
/// Interface Guidelines give a control a finger must hit ("Accessibility", Buttons and controls).
/// A control in a list row is hit anywhere in the row, so the row is its region.
enum HitRegionCheck {
  static let minimum: CGFloat = 44
  /// Frames are laid out in fractions of a point; half a point short is still a target.
  static let slack: CGFloat = 0.5

  static func findings(in input: AuditInput) -> [AuditFinding] {
    input.elements.compactMap { element in
      guard !element.traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) else { return nil }
      let size = element.hitRegion.size
      guard size.width + slack < minimum || size.height + slack < minimum else { return nil }
      return AuditFinding(
        .hitRegion, element,
        message: "\(AuditWording.name(element)) is \(AuditWording.size(size)), smaller than the 44×44 pt a finger can "
          + "reliably hit; give its label more room inside the control (padding, .frame(minWidth: 44, minHeight: 44)) or "
          + ".contentShape")
    }
  }
}
