/// One of CLDR's six plural categories. A language uses a subset: English `one` and `other`,
/// Japanese only `other`, Arabic all six. See the Unicode CLDR "Language Plural Rules" chart.
///
/// ```swift
/// PluralCategory(rawValue: "few")   // .few
/// PluralCategory.allCases.map(\.rawValue)   // zero, one, two, few, many, other
/// ```
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
