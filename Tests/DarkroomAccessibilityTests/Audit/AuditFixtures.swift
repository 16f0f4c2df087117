import DarkroomAccessibility
import DarkroomAudit
import DarkroomUI

/// Renders `view` on a 393-point-wide canvas at its ideal height, at 3x, and audits it with
/// only `check`.
@MainActor func audit<V: View>(
  _ check: AuditCheck, textSize: DynamicTypeSize = .large, @ViewBuilder _ view: () -> V
) throws -> [AuditFinding] {
  let input = try AuditInput.render(AnyView(view()), layout: nil, textSize: textSize)
  return AccessibilityAudit(checks: [check]).findings(in: input)
}
