import DarkroomAudit
import DarkroomLint

/// Checks a render for what keeps people who use VoiceOver, larger text or less sharp eyes
/// from using it: the checks of Xcode's `performAccessibilityAudit(for:)`, run on the
/// accessibility elements and the pixels of one render (see ``AuditCheck``).
///
/// ```swift
/// let input = try AuditInput.render(AnyView(CheckoutScreen()), device: .iPhone15)
/// let audit = AccessibilityAudit(ignoring: [.element("promo.fine-print", because: "legal copy, tracked as SHOP-112")])
/// let findings = audit.findings(in: input)
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct AccessibilityAudit: Sendable {
  /// The checks run; all of them by default.
  public var checks: Set<AuditCheck>
  /// Findings that may pass, each with its reason.
  public var exceptions: [AuditException]

  /// An audit with the checks and exceptions given.
  ///
  /// ```swift
  /// AccessibilityAudit(checks: [.contrast, .hitRegion], ignoring: [.check(.dynamicType, because: "…")])
  /// ```
  public init(checks: Set<AuditCheck> = Set(AuditCheck.allCases), ignoring exceptions: [AuditException] = []) {
    self.checks = checks
    self.exceptions = exceptions
  }

  /// The findings in one render, check by check in the order of ``AuditCheck/allCases``, and
  /// within a check in reading order; those an exception covers are left out.
  public func findings(in input: AuditInput) -> [AuditFinding] {
    var found: [AuditFinding] = []
    for check in AuditCheck.allCases where checks.contains(check) {
      found += Self.run(check, on: input)
    }
    return found.filter { finding in !exceptions.contains { $0.covers(finding) } }
  }

  static func run(_ check: AuditCheck, on input: AuditInput) -> [AuditFinding] {
    switch check {
    case .contrast: return ContrastCheck.findings(in: input)
    case .hitRegion: return HitRegionCheck.findings(in: input)
    case .sufficientElementDescription:
      return MissingLabelCheck.findings(in: input) + DuplicateLabelCheck.findings(in: input)
    case .trait: return TraitCheck.findings(in: input)
    case .textClipped: return TextClippedCheck.findings(in: input)
    case .dynamicType: return DynamicTypeCheck.findings(in: input)
    }
  }
}
