import Foundation

extension UIColor {
  /// A colour set from an asset catalog, as `Color("Brand")` finds it, following light and
  /// dark appearance; `nil` when there is no colour set of that name.
  ///
  /// ```swift
  /// let brand = UIColor(named: "Brand") ?? .systemBlue
  /// ```
  public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
    guard let color = AssetCatalog.color(named: name, in: bundle) else { return nil }
    self.init(color: color)
  }

  /// The sRGB components where the colour is used: in the colour scheme of the render
  /// running on this thread, or light outside a render.
  ///
  /// ```swift
  /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
  /// UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)  // 0, 0.478, 1, 1
  /// ```
  ///
  /// Always succeeds: every colour here is an sRGB colour.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = resolvedComponents(in: nil)
    red?.pointee = CGFloat(rgba.red)
    green?.pointee = CGFloat(rgba.green)
    blue?.pointee = CGFloat(rgba.blue)
    alpha?.pointee = CGFloat(rgba.alpha)
    return true
  }

  /// The colour's hue, saturation and brightness (each 0 to 1, as `UIColor(hue:saturation:brightness:alpha:)`
  /// takes them) and opacity where the colour is used
  /// (developer.apple.com/documentation/uikit/uicolor/gethue(_:saturation:brightness:alpha:)).
  ///
  /// ```swift
  /// var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
  /// color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
  /// let darker = UIColor(hue: hue, saturation: saturation, brightness: brightness * 0.8, alpha: alpha)
  /// ```
  ///
  /// Always succeeds: every colour here is an sRGB colour.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = resolvedComponents(in: nil)
    let (red, green, blue) = (Double(rgba.red), Double(rgba.green), Double(rgba.blue))
    let largest = max(red, green, blue)
    let spread = largest - min(red, green, blue)
    var sixths = 0.0
    if spread > 0 {
      if largest == red {
        sixths = ((green - blue) / spread).truncatingRemainder(dividingBy: 6)
      } else if largest == green {
        sixths = (blue - red) / spread + 2
      } else {
        sixths = (red - green) / spread + 4
      }
    }
    hue?.pointee = CGFloat((sixths < 0 ? sixths + 6 : sixths) / 6)
    saturation?.pointee = CGFloat(largest > 0 ? spread / largest : 0)
    brightness?.pointee = CGFloat(largest)
    alpha?.pointee = CGFloat(rgba.alpha)
    return true
  }

  /// The grey level (the mean of the sRGB components) and opacity where the colour is used.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let rgba = resolvedComponents(in: nil)
    white?.pointee = CGFloat((rgba.red + rgba.green + rgba.blue) / 3)
    alpha?.pointee = CGFloat(rgba.alpha)
    return true
  }

  /// The colour as it is for `traitCollection`'s appearance and contrast: a semantic or
  /// dynamic colour becomes its light or dark value.
  ///
  /// ```swift
  /// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))  // white
  /// ```
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let rgba = resolvedComponents(in: traitCollection)
    return UIColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
  }

  /// The colour as Core Graphics holds it: its sRGB components where it is used.
  public var cgColor: CGColor {
    let rgba = resolvedComponents(in: nil)
    return CGColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
  }

  /// A colour from Core Graphics components.
  public convenience init(cgColor: CGColor) {
    self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
  }

  /// The components in the environment of the render on this thread (light, standard
  /// contrast outside one), with `traits` applied over it.
  private func resolvedComponents(in traits: UITraitCollection?) -> RGBA {
    var environment = EnvironmentValues.current ?? EnvironmentValues()
    traits?.apply(to: &environment)
    return color.resolved(in: environment)
  }
}

/// A colour as Core Graphics holds it, for view code that passes `uiColor.cgColor` on
/// (`Color(cgColor:)`, shadows): sRGB components from 0 to 1.
///
/// ```swift
/// let shadow = Color(cgColor: UIColor.black.withAlphaComponent(0.2).cgColor)
/// ```
public struct CGColor: Hashable, Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// An sRGB colour.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey from 0 (black) to 1 (white).
  public init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The components red, green, blue and alpha, as `CGColor.components` lists them for an
  /// RGB colour.
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  public var numberOfComponents: Int { 4 }
}

extension Color {
  /// A colour from Core Graphics components.
  ///
  /// ```swift
  /// Color(cgColor: UIColor.systemRed.cgColor)
  /// ```
  public init(cgColor: CGColor) {
    self.init(red: Double(cgColor.red), green: Double(cgColor.green), blue: Double(cgColor.blue), opacity: Double(cgColor.alpha))
  }
}
