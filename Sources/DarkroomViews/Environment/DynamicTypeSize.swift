/// The text size a person chose, from extra small to the five accessibility sizes;
/// `.large` is the default. Text styles such as `.body` take their point size from it.
///
/// ```swift
/// Article().dynamicTypeSize(.xxxLarge)
/// ```
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older name for text sizes, kept for code written before `DynamicTypeSize`.
///
/// ```swift
/// Article().environment(\.sizeCategory, .extraExtraLarge)
/// ```
public enum ContentSizeCategory: CaseIterable, Hashable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize(rawValue: ContentSizeCategory.allCases.firstIndex(of: self)!)!
  }

  init(_ size: DynamicTypeSize) {
    self = ContentSizeCategory.allCases[size.rawValue]
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The text size; text styles scale with it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The text size under its older name.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
