import Foundation

// Foundation on Linux has `#Predicate` but not the expression its macro writes for
// `localizedStandardContains`, which Apple's Foundation declares
// (developer.apple.com/documentation/foundation/predicateexpressions/build_localizedstandardcontains(_:_:)).
#if !canImport(Darwin)
extension PredicateExpressions {
  /// Whether a string contains another, ignoring case and diacritics as a search field does.
  ///
  /// ```swift
  /// #Predicate<Item> { $0.name.localizedStandardContains(query) }
  /// ```
  public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
    PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other

    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
    }
  }

  public static func build_localizedStandardContains<Root, Other>(
    _ root: Root, _ other: Other
  ) -> StringLocalizedStandardContains<Root, Other> {
    StringLocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
