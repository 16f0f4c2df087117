/// The UIKit colour type, for view code that builds SwiftUI colours from UIKit ones
/// (`Color(uiColor:)`, `UIColor(named:)`, `.systemGroupedBackground`). Only what view code
/// needs: components, white, and the semantic colours.
///
/// ```swift
/// let brand = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// Text("Darkroom").foregroundStyle(Color(uiColor: brand))
/// ```
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  package let color: Color

  init(color: Color) {
    self.color = color
  }

  /// A colour from sRGB components from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  /// A colour from Display P3 components from 0 to 1, drawn in sRGB.
  ///
  /// ```swift
  /// let vivid = UIColor(displayP3Red: 1, green: 0.2, blue: 0.3, alpha: 1)
  /// ```
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  /// A grey from 0 (black) to 1 (white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: Double(white), opacity: Double(alpha)))
  }

  /// A colour from hue, saturation and brightness, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
  }

  /// The UIKit colour of a SwiftUI colour.
  public convenience init(_ color: Color) {
    self.init(color: color)
  }

  /// A colour that changes with the trait collection, as UIKit's dynamic colours do: the
  /// closure is asked for the light and dark colours.
  ///
  /// ```swift
  /// UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
  /// ```
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
    self.init(color: Color(storage: .adaptive(light: light.storage, dark: dark.storage)))
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color: color.opacity(Double(alpha)))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  public var description: String { "UIColor(\(color))" }
}
