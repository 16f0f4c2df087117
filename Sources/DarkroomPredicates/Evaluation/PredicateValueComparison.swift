import Foundation

// What each comparison operator means for two resolved values, following
// Foundation's in-memory evaluation: numbers compare by value across types,
// strings honour [c]/[d], nil equals only nil, and mismatched types are
// simply unequal rather than an error.

/// Numbers are compared by value, not by Swift type, because model attributes
/// (Int16, Double, Decimal…) and format arguments (%d, %f) rarely share a type.
enum PredicateNumber {
  case integer(Int)
  case double(Double)
  case decimal(Decimal)

  var doubleValue: Double {
    switch self {
    case .integer(let value): Double(value)
    case .double(let value): value
    case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
    }
  }

  /// Doubles go through their shortest decimal spelling so that `0.1`
  /// matches a Decimal 0.1 instead of the binary value's long expansion.
  var decimalValue: Decimal {
    switch self {
    case .integer(let value): Decimal(value)
    case .double(let value): Decimal(string: String(value)) ?? Decimal(value)
    case .decimal(let value): value
    }
  }

  func compare(_ other: PredicateNumber) -> ComparisonResult? {
    switch (self, other) {
    case (.integer(let lhs), .integer(let rhs)):
      return Self.order(lhs, rhs)
    case (.decimal, _), (_, .decimal):
      let (lhs, rhs) = (doubleValue, other.doubleValue)
      // Decimal cannot hold infinities or huge magnitudes; Double can.
      guard lhs.magnitude < 1e100, rhs.magnitude < 1e100 else { return Self.order(lhs, rhs) }
      return Self.order(decimalValue, other.decimalValue)
    default:
      return Self.order(doubleValue, other.doubleValue)
    }
  }

  /// Nil for NaN, which is unordered and equal to nothing.
  private static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult? {
    if lhs < rhs { return .orderedAscending }
    if lhs > rhs { return .orderedDescending }
    return lhs == rhs ? .orderedSame : nil
  }
}

extension PredicateValue {
  /// Bool counts as 0/1 because Foundation stores it as an NSNumber.
  var number: PredicateNumber? {
    switch self {
    case .integer(let value): .integer(value)
    case .double(let value): .double(value)
    case .decimal(let value): .decimal(value)
    case .bool(let value): .integer(value ? 1 : 0)
    default: nil
    }
  }

  func isEqual(to other: PredicateValue, options: ComparisonOptions) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.null, _), (_, .null): return false
    case (.string(let lhs), .string(let rhs)): return TextMatching.fold(lhs, options) == TextMatching.fold(rhs, options)
    case (.date(let lhs), .date(let rhs)): return lhs == rhs
    case (.uuid(let lhs), .uuid(let rhs)): return lhs == rhs
    case (.url(let lhs), .url(let rhs)): return lhs == rhs
    case (.data(let lhs), .data(let rhs)): return lhs == rhs
    case (.other(let lhs), .other(let rhs)): return lhs == rhs
    case (.array(let lhs), .array(let rhs)):
      return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isEqual(to: $1, options: options) }
    default:
      guard let lhs = number, let rhs = other.number else { return false }
      return lhs.compare(rhs) == .orderedSame
    }
  }

  /// Nil when the two values have no order (different kinds, nil, NaN).
  func order(against other: PredicateValue, options: ComparisonOptions) -> ComparisonResult? {
    switch (self, other) {
    case (.string(let lhs), .string(let rhs)):
      let (left, right) = (TextMatching.fold(lhs, options), TextMatching.fold(rhs, options))
      return left < right ? .orderedAscending : left == right ? .orderedSame : .orderedDescending
    case (.date(let lhs), .date(let rhs)):
      return lhs.compare(rhs)
    default:
      guard let lhs = number, let rhs = other.number else { return nil }
      return lhs.compare(rhs)
    }
  }
}

extension ComparisonOperator {
  func test(_ lhs: PredicateValue, _ rhs: PredicateValue, options: ComparisonOptions) -> Bool {
    switch self {
    case .equal: return lhs.isEqual(to: rhs, options: options)
    case .notEqual: return !lhs.isEqual(to: rhs, options: options)
    case .less: return lhs.order(against: rhs, options: options) == .orderedAscending
    case .greater: return lhs.order(against: rhs, options: options) == .orderedDescending
    case .lessOrEqual:
      let order = lhs.order(against: rhs, options: options)
      return order == .orderedAscending || order == .orderedSame
    case .greaterOrEqual:
      let order = lhs.order(against: rhs, options: options)
      return order == .orderedDescending || order == .orderedSame
    case .between:
      guard case .array(let bounds) = rhs, bounds.count == 2 else { return false }
      return ComparisonOperator.greaterOrEqual.test(lhs, bounds[0], options: options)
        && ComparisonOperator.lessOrEqual.test(lhs, bounds[1], options: options)
    case .in: return Self.contains(rhs, lhs, options: options)
    case .contains: return Self.contains(lhs, rhs, options: options)
    case .beginsWith, .endsWith, .like, .matches:
      guard case .string(let text) = lhs, case .string(let pattern) = rhs else { return false }
      return testText(text, pattern, options: options)
    }
  }

  /// Membership for collections, substring search for strings.
  private static func contains(_ container: PredicateValue, _ element: PredicateValue, options: ComparisonOptions) -> Bool {
    switch (container, element) {
    case (.string(let text), .string(let needle)):
      return TextMatching.contains(text, needle, options: options)
    case (.array(let elements), _):
      return elements.contains { $0.isEqual(to: element, options: options) }
    default:
      return false
    }
  }

  private func testText(_ text: String, _ pattern: String, options: ComparisonOptions) -> Bool {
    switch self {
    case .beginsWith: TextMatching.fold(text, options).hasPrefix(TextMatching.fold(pattern, options))
    case .endsWith: TextMatching.fold(text, options).hasSuffix(TextMatching.fold(pattern, options))
    case .like: TextMatching.like(text, pattern, options: options)
    case .matches: TextMatching.matches(text, pattern, options: options)
    default: false
    }
  }
}

/// String operations shared by several operators.
enum TextMatching {
  /// Folding with a nil locale keeps results identical on every machine,
  /// whatever the user's language settings.
  static func fold(_ text: String, _ options: ComparisonOptions) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
  }

  /// Every string contains the empty string, as with `hasPrefix("")`.
  static func contains(_ text: String, _ needle: String, options: ComparisonOptions) -> Bool {
    let needle = fold(needle, options)
    return needle.isEmpty || fold(text, options).contains(needle)
  }

  private enum WildcardElement: Equatable {
    case anySequence
    case anyCharacter
    case literal(Character)
  }

  /// `*` matches any run of characters, `?` exactly one; a backslash makes
  /// the next character literal.
  static func like(_ text: String, _ pattern: String, options: ComparisonOptions) -> Bool {
    var elements: [WildcardElement] = []
    var escaping = false
    for character in fold(pattern, options) {
      if escaping {
        elements.append(.literal(character))
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        elements.append(character == "*" ? .anySequence : character == "?" ? .anyCharacter : .literal(character))
      }
    }
    if escaping { elements.append(.literal("\\")) }
    return wildcardMatch(Array(fold(text, options)), elements)
  }

  /// Greedy matching that backtracks only to the latest `*`, which is
  /// enough for wildcards and keeps the cost linear in practice.
  private static func wildcardMatch(_ text: [Character], _ pattern: [WildcardElement]) -> Bool {
    var textIndex = 0
    var patternIndex = 0
    var lastStar: (pattern: Int, text: Int)?
    while textIndex < text.count {
      if patternIndex < pattern.count, pattern[patternIndex] == .anySequence {
        lastStar = (patternIndex, textIndex)
        patternIndex += 1
      } else if patternIndex < pattern.count,
        pattern[patternIndex] == .anyCharacter || pattern[patternIndex] == .literal(text[textIndex])
      {
        patternIndex += 1
        textIndex += 1
      } else if let star = lastStar {
        lastStar = (star.pattern, star.text + 1)
        patternIndex = star.pattern + 1
        textIndex = star.text + 1
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == .anySequence {
      patternIndex += 1
    }
    return patternIndex == pattern.count
  }

  /// MATCHES must cover the whole string. The pattern is compiled alone
  /// first so that an invalid one (say `a)|(b`) cannot become valid, with a
  /// different meaning, once wrapped in anchors. Invalid patterns are false.
  static func matches(_ text: String, _ pattern: String, options: ComparisonOptions) -> Bool {
    var regexOptions: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    guard (try? NSRegularExpression(pattern: pattern, options: regexOptions)) != nil,
      let anchored = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z", options: regexOptions)
    else { return false }
    let subject = options.contains(.diacriticInsensitive) ? fold(text, [.diacriticInsensitive]) : text
    let range = NSRange(location: 0, length: subject.utf16.count)
    return anchored.firstMatch(in: subject, options: [], range: range) != nil
  }
}
