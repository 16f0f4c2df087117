/// The traits a snapshot is rendered with, spelled as UIKit spells them so that tests
/// written for swift-snapshot-testing compile unchanged: appearance, text size, layout
/// direction, display scale, and (a Darkroom addition) the locale.
///
/// ```swift
/// assertSnapshot(of: badge, as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: .dark)))
/// let arabicLarge = UITraitCollection(traitsFrom: [
///   UITraitCollection(layoutDirection: .rightToLeft),
///   UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
///   UITraitCollection(locale: Locale(identifier: "ar")),
/// ])
/// ```
///
/// A trait left unspecified keeps the renderer's default: light, large text, left to right,
/// `en_US`, and the strategy's scale.
public struct UITraitCollection: Sendable, Equatable {
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  /// Pixels per point; 0 means unspecified.
  public var displayScale: CGFloat = 0
  /// The locale; `nil` means unspecified.
  public var locale: Locale?
  /// The width class: compact on iPhones in portrait, regular on iPads.
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The height class: compact on iPhones in landscape.
  public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// Increased contrast (`.high`) or not.
  public var accessibilityContrast: UIAccessibilityContrast = .unspecified

  /// Traits with nothing specified.
  public init() {}

  /// Traits with an appearance, e.g. `UITraitCollection(userInterfaceStyle: .dark)`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Traits with a text size, e.g. `UITraitCollection(preferredContentSizeCategory: .extraLarge)`.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits with a layout direction, e.g. `UITraitCollection(layoutDirection: .rightToLeft)`.
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.layoutDirection = layoutDirection
  }

  /// Traits with a scale in pixels per point, e.g. `UITraitCollection(displayScale: 3)`.
  public init(displayScale: CGFloat) {
    self.displayScale = displayScale
  }

  /// Traits with a locale: the language text is shaped in, and dates and numbers.
  public init(locale: Locale) {
    self.locale = locale
  }

  /// Traits with a width class, e.g. `UITraitCollection(horizontalSizeClass: .regular)`.
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// Traits with a height class.
  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
  }

  /// Traits with a contrast, e.g. `UITraitCollection(accessibilityContrast: .high)`.
  public init(accessibilityContrast: UIAccessibilityContrast) {
    self.accessibilityContrast = accessibilityContrast
  }

  /// The traits of several collections merged; later ones win where they specify a trait.
  public init(traitsFrom collections: [UITraitCollection]) {
    for traits in collections {
      if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
      if traits.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
      if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
      if traits.displayScale > 0 { displayScale = traits.displayScale }
      if let locale = traits.locale { self.locale = locale }
      if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
      if traits.accessibilityContrast != .unspecified { accessibilityContrast = traits.accessibilityContrast }
    }
  }

  /// Writes the specified traits into an environment.
  package func apply(to environment: inout EnvironmentValues) {
    if let size = UserInterfaceSizeClass(horizontalSizeClass) { environment.horizontalSizeClass = size }
    if let size = UserInterfaceSizeClass(verticalSizeClass) { environment.verticalSizeClass = size }
    if accessibilityContrast == .high { environment._colorSchemeContrast = .increased }
    switch userInterfaceStyle {
    case .light: environment.colorScheme = .light
    case .dark: environment.colorScheme = .dark
    case .unspecified: break
    }
    if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
    switch layoutDirection {
    case .leftToRight: environment.layoutDirection = .leftToRight
    case .rightToLeft: environment.layoutDirection = .rightToLeft
    case .unspecified: break
    }
    if let locale { environment.locale = locale }
  }
}

/// Light or dark appearance, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// The direction of the interface, as UIKit names it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The text size, as UIKit names it.
///
/// ```swift
/// UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The matching `DynamicTypeSize`, or `nil` when unspecified.
  var dynamicTypeSize: DynamicTypeSize? {
    UIContentSizeCategory.ordered.firstIndex(of: self).flatMap { DynamicTypeSize(rawValue: $0) }
  }
}

/// A size class, as UIKit names them.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// Whether increased contrast is on, as UIKit names it.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified, normal, high
}
