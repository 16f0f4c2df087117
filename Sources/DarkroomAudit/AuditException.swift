/// A finding the audit lets pass, with the reason it may: a whole check, or one element named
/// by its `.accessibilityIdentifier` or its label.
///
/// ```swift
/// let exceptions: [AuditException] = [
///   .check(.dynamicType, because: "the receipt mimics a printed slip at a fixed size"),
///   .element("promo.fine-print", because: "legal text the store lays out; tracked as SHOP-112"),
/// ]
/// ```
public struct AuditException: Sendable, Equatable, CustomStringConvertible {
  /// What the exception covers.
  public enum Target: Sendable, Equatable {
    /// Every finding of one check.
    case check(AuditCheck)
    /// Every finding about the element with this identifier or this label.
    case element(String)
  }

  public var target: Target
  /// Why it may pass, for the report and for whoever reads the declaration next.
  public var reason: String

  public init(_ target: Target, reason: String) {
    self.target = target
    self.reason = reason
  }

  /// Lets every finding of `check` pass.
  public static func check(_ check: AuditCheck, because reason: String) -> AuditException {
    AuditException(.check(check), reason: reason)
  }

  /// Lets every finding about the element with this identifier or this label pass.
  public static func element(_ name: String, because reason: String) -> AuditException {
    AuditException(.element(name), reason: reason)
  }

  /// Whether the exception covers `finding`.
  public func covers(_ finding: AuditFinding) -> Bool {
    switch target {
    case .check(let check): return finding.check == check
    case .element(let name): return finding.identifier == name || finding.label == name
    }
  }

  /// `check dynamicType` or `element "promo.fine-print"`, as reports name it.
  public var subject: String {
    switch target {
    case .check(let check): return "check \(check.rawValue)"
    case .element(let name): return "element \"\(name)\""
    }
  }

  public var description: String { "\(subject): \(reason)" }
}
