import DarkroomAudit
import DarkroomViews
import Foundation

/// `sufficientElementDescription`, first half: images, and controls drawn only with images,
/// that give VoiceOver nothing to read.
enum MissingLabelCheck {
  static func findings(in input: AuditInput) -> [AuditFinding] {
    input.unlabeled.map { item in
      let message: String
      switch item.kind {
      case .control:
        let image = item.image.map { " \"\($0)\"" } ?? ""
        message = "a control drawn only with the image\(image) has no label, so VoiceOver has nothing to say it does; "
          + "add .accessibilityLabel(\"…\") naming its action"
      case .image:
        message = "an image has no description for VoiceOver; add .accessibilityLabel(\"…\") saying what it shows, or "
          + ".accessibilityHidden(true) if it is only decoration"
      }
      return AuditFinding(
        check: .sufficientElementDescription, label: "", identifier: item.identifier, box: AuditWording.box(item.frame),
        message: message)
    }
  }
}
