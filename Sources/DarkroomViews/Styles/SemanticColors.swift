import Foundation

extension Color {
  /// The system greys beyond `.gray`, lightest last: `Color(.systemGray6)` in UIKit terms.
  public static let gray2 = Color(storage: .system(.gray2))
  public static let gray3 = Color(storage: .system(.gray3))
  public static let gray4 = Color(storage: .system(.gray4))
  public static let gray5 = Color(storage: .system(.gray5))
  public static let gray6 = Color(storage: .system(.gray6))
}

/// UIKit's semantic colours, for `Color(uiColor: .systemGroupedBackground)` and
/// `Color(.secondaryLabel)`: each follows the colour scheme and contrast where it is drawn.
///
/// ```swift
/// List { … }.background(Color(uiColor: .systemGroupedBackground))
/// ```
extension UIColor {
  static func system(_ color: SystemColor) -> UIColor { UIColor(color: Color(storage: .system(color))) }

  public static var label: UIColor { system(.label) }
  public static var secondaryLabel: UIColor { system(.secondaryLabel) }
  public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
  public static var quaternaryLabel: UIColor { system(.quaternaryLabel) }
  public static var placeholderText: UIColor { system(.placeholderText) }
  public static var link: UIColor { system(.link) }
  public static var separator: UIColor { system(.separator) }
  public static var opaqueSeparator: UIColor { system(.opaqueSeparator) }
  public static var systemBackground: UIColor { system(.systemBackground) }
  public static var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
  public static var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
  public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
  /// The grouped background under its iOS 12 name.
  @available(*, deprecated, renamed: "systemGroupedBackground")
  public static var groupTableViewBackground: UIColor { system(.systemGroupedBackground) }
  public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
  public static var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemGroupedBackground) }
  public static var systemFill: UIColor { system(.systemFill) }
  public static var secondarySystemFill: UIColor { system(.secondarySystemFill) }
  public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
  public static var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }
  public static var systemRed: UIColor { system(.red) }
  public static var systemOrange: UIColor { system(.orange) }
  public static var systemYellow: UIColor { system(.yellow) }
  public static var systemGreen: UIColor { system(.green) }
  public static var systemMint: UIColor { system(.mint) }
  public static var systemTeal: UIColor { system(.teal) }
  public static var systemCyan: UIColor { system(.cyan) }
  public static var systemBlue: UIColor { system(.blue) }
  public static var systemIndigo: UIColor { system(.indigo) }
  public static var systemPurple: UIColor { system(.purple) }
  public static var systemPink: UIColor { system(.pink) }
  public static var systemBrown: UIColor { system(.brown) }
  public static var systemGray: UIColor { system(.gray) }
  public static var systemGray2: UIColor { system(.gray2) }
  public static var systemGray3: UIColor { system(.gray3) }
  public static var systemGray4: UIColor { system(.gray4) }
  public static var systemGray5: UIColor { system(.gray5) }
  public static var systemGray6: UIColor { system(.gray6) }
  public static var tintColor: UIColor { system(.accent) }
  public static var black: UIColor { UIColor(color: .black) }
  public static var white: UIColor { UIColor(color: .white) }
  public static var clear: UIColor { UIColor(color: .clear) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
}

extension Color {
  /// A colour from a UIKit colour; semantic colours keep following the scheme and contrast.
  ///
  /// ```swift
  /// Color(uiColor: .secondarySystemBackground)
  /// ```
  public init(uiColor: UIColor) { self = uiColor.color }

  /// A colour from a UIKit colour, as `Color(.systemBackground)` writes it.
  public init(_ uiColor: UIColor) { self = uiColor.color }

  /// The standard backgrounds and fills, named as in UIKit.
  public static var systemBackground: Color { Color(storage: .system(.systemBackground)) }
}
